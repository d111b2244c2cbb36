<?php
/** The ingredients book: products made in the shops and sold without a label. */

$sporta_sheets = array(
	'Lasagne alla bolognese'         => array( '2100001000015', 'glutine, uova, latte, sedano', 'Pasta fresca all’uovo (semola di grano duro, uova), ragù di carne bovina e suina (carne, pomodoro, sedano, carota, cipolla, olio extravergine di oliva, vino rosso, sale), besciamella (latte, farina di frumento, burro, noce moscata), Parmigiano Reggiano DOP.' ),
	'Focaccia genovese'              => array( '2100002000014', 'glutine', 'Farina di frumento tipo 0, acqua, olio extravergine di oliva 12%, lievito di birra, sale, malto d’orzo.' ),
	'Pane integrale ai semi'         => array( '2100003000013', 'glutine, sesamo', 'Farina integrale di frumento, acqua, semi di girasole, semi di lino, semi di sesamo, lievito madre, sale.' ),
	'Insalata di riso'               => array( '2100004000012', 'uova, pesce, latte', 'Riso parboiled, tonno all’olio di oliva, uova sode, prosciutto cotto, piselli, carote, formaggio Emmental, olive verdi, olio di semi di girasole, sale.' ),
	'Torta di mele della casa'       => array( '2100005000011', 'glutine, uova, latte', 'Mele 40%, farina di frumento, zucchero, uova, burro, latte, lievito (difosfato disodico, carbonato acido di sodio), scorza di limone.' ),
	'Pollo arrosto'                  => array( '2100006000010', '', 'Pollo intero, sale, rosmarino, salvia, aglio, pepe nero, olio extravergine di oliva.' ),
	'Polpette al sugo'               => array( '2100007000019', 'glutine, uova, latte', 'Carne bovina 55%, pangrattato (farina di frumento, lievito, sale), uova, Grana Padano DOP, prezzemolo, sale; sugo di pomodoro (pomodoro, cipolla, olio extravergine di oliva, basilico).' ),
	'Crostata alla marmellata'       => array( '2100008000018', 'glutine, uova, latte', 'Pasta frolla (farina di frumento, burro, zucchero, uova), confettura extra di albicocche 35%.' ),
	'Hummus di ceci'                 => array( '2100009000017', 'sesamo', 'Ceci cotti 70%, tahina (pasta di sesamo), succo di limone, olio extravergine di oliva, aglio, sale, cumino.' ),
	'Pesto alla genovese del banco'  => array( '2100010000013', 'latte, frutta a guscio', 'Basilico genovese DOP 45%, olio extravergine di oliva, Parmigiano Reggiano DOP, pinoli, anacardi, Pecorino, aglio, sale.' ),
);

foreach ( $sporta_sheets as $sporta_title => list( $sporta_code, $sporta_allergens, $sporta_ingredients ) ) {
	sporta_seed_post(
		'ingredient_sheet',
		sanitize_title( $sporta_title ),
		array(
			'post_title'   => $sporta_title,
			'post_content' => '<p>' . $sporta_ingredients . '</p>',
		),
		array(
			'product_code' => $sporta_code,
			'allergens'    => $sporta_allergens,
		)
	);
}
