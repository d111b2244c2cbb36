<?php
/**
 * Home slides per delivery service (spec: account-and-services §9 service ids: 1 pickup in store,
 * 2 home delivery, 10000 and 10002 lockers) and the home ux-blocks.
 */

$sporta_slider = sporta_seed_term( 'slider', 'home', 'Slider della home', 'Slide in cima alla home, filtrate per servizio di consegna.' );

$sporta_slides = array(
	'consegna-a-domicilio' => array(
		'Te la portiamo a casa',
		'<p>Scegli la fascia oraria che preferisci: la spesa arriva alla tua porta, con i freschi nella borsa termica. <strong>Consegna gratuita da 80 €.</strong></p>',
		'slide-consegna-casa.svg',
		'Furgone Sporta della consegna a domicilio',
		'/vantaggi',
		array( 2 ),
		'',
		'',
	),
	'ritira-in-negozio'    => array(
		'Ordina online, ritira in negozio',
		'<p>La prepariamo noi, tu passi a prenderla al banco del ritiro: pronta in due ore, senza code e senza costi.</p>',
		'slide-ritiro-negozio.svg',
		'Ingresso di un punto vendita Sporta',
		'/faq/consegna-e-ritiro',
		array( 1 ),
		'',
		'',
	),
	'ritira-al-locker'     => array(
		'Ritira al locker, anche la sera',
		'<p>Scomparti refrigerati aperti tutti i giorni fino alle 22: ricevi il codice e ritiri quando vuoi.</p>',
		'slide-locker.svg',
		'Armadietti refrigerati del locker Sporta',
		'/faq/consegna-e-ritiro',
		array( 10000, 10002 ),
		'',
		'',
	),
	'frutta-di-stagione'   => array(
		'Frutta di stagione',
		'<p>Mele e pere del Trentino e arance di Sicilia: <strong>-20%</strong> per tutto l’inverno.</p>',
		'slide-frutta.svg',
		'Mela, pera e arancia',
		'/category/frutta-e-verdura',
		array(),
		'2026-09-01',
		'2027-03-31',
	),
	'gelati-estate'        => array(
		'Gelati, tre confezioni al prezzo di due',
		'<p>Tutta l’estate, su coni, biscotti e vaschette dei marchi selezionati.</p>',
		'slide-frutta.svg',
		'Offerta estiva sui gelati',
		'/category/surgelati',
		array(),
		'2026-06-01',
		'2026-08-31',
	),
);

$sporta_order = 0;
foreach ( $sporta_slides as $sporta_slug => list( $sporta_title, $sporta_text, $sporta_image, $sporta_alt, $sporta_link, $sporta_services, $sporta_from, $sporta_to ) ) {
	sporta_seed_post(
		'slide',
		$sporta_slug,
		array(
			'post_title'   => $sporta_title,
			'post_content' => $sporta_text,
			'post_excerpt' => wp_strip_all_tags( $sporta_text ),
			'menu_order'   => ++$sporta_order,
			'image'        => sporta_seed_image( $sporta_image, $sporta_alt ),
		),
		array(
			'link'                 => $sporta_link,
			'delivery_service_ids' => $sporta_services,
			'valid_from'           => $sporta_from,
			'valid_to'             => $sporta_to,
		),
		array( 'slider' => $sporta_slider )
	);
}

$sporta_blocks = array(
	'volantino-della-settimana' => array( 'home-top', 'Il volantino della settimana', '<p>Oltre 300 offerte, valide online e in negozio fino a domenica.</p>', 'ux-volantino.svg', 'Volantino delle offerte', '/offerte' ),
	'scarica-l-app'             => array( 'home-middle', 'La spesa in tasca', '<p>Con l’app Sporta ripeti un ordine in due tocchi e ricevi un avviso quando la spesa è in arrivo.</p>', 'ux-app.svg', 'Smartphone con l’app Sporta', '/page/vantaggi' ),
	'carta-fedelta'             => array( 'home-bottom', 'La tua carta vale anche online', '<p>Collega la carta fedeltà al profilo: un punto per ogni euro, anche sulla spesa online.</p>', 'ux-fedelta.svg', 'Carta fedeltà Sporta', '/vantaggi' ),
	'riga-legale'               => array( 'footer-legal', 'Dati societari', '<p>© 2026 Sporta Supermercati S.p.A. – Via dell’Esempio 1, 20121 Milano – Registro delle imprese di Milano – Capitale sociale 1.000.000 € i.v.</p>', null, '', '' ),
);

$sporta_order = 0;
foreach ( $sporta_blocks as $sporta_slug => list( $sporta_position, $sporta_title, $sporta_text, $sporta_image, $sporta_alt, $sporta_link ) ) {
	sporta_seed_post(
		'ux_block',
		$sporta_slug,
		array(
			'post_title'   => $sporta_title,
			'post_content' => $sporta_text,
			'menu_order'   => ++$sporta_order,
			'image'        => $sporta_image ? sporta_seed_image( $sporta_image, $sporta_alt ) : null,
		),
		array(
			'position' => $sporta_position,
			'link'     => $sporta_link,
		)
	);
}
