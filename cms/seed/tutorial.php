<?php
/** Tutorial dialog slides, one set per screen size (spec: account-and-services §3, §2 tutorial dialog). */

$sporta_steps = array(
	'cerca'    => array( 'Cerca i tuoi prodotti', 'Scrivi il nome di un prodotto o sfoglia le categorie: trovi gli stessi prezzi del tuo negozio.', 'Lente di ricerca' ),
	'fascia'   => array( 'Scegli quando riceverla', 'Prenota la fascia oraria di consegna o di ritiro: puoi cambiarla fino all’orario limite.', 'Orologio della fascia oraria' ),
	'carrello' => array( 'Conferma e rilassati', 'Controlla il carrello e conferma: ti avvisiamo noi quando la spesa è pronta o in arrivo.', 'Carrello della spesa' ),
);

foreach ( array( 'IMAGE_DESKTOP' => 'desktop', 'IMAGE_MOBILE' => 'mobile' ) as $sporta_type => $sporta_size ) {
	$sporta_order = 0;
	foreach ( $sporta_steps as $sporta_step => list( $sporta_title, $sporta_text, $sporta_alt ) ) {
		sporta_seed_post(
			'tutorial_proposal',
			"tutorial-$sporta_step-$sporta_size",
			array(
				'post_title'   => $sporta_title,
				'post_content' => '<p>' . $sporta_text . '</p>',
				'post_excerpt' => $sporta_text,
				'menu_order'   => ++$sporta_order,
				'image'        => sporta_seed_image( "tutorial-$sporta_step-$sporta_size.svg", $sporta_alt ),
			),
			array( 'category_proposal_type' => $sporta_type )
		);
	}
}
