<?php
/**
 * Header and footer menus. Links are storefront paths, so they work whatever host serves the
 * storefront. The footer follows spec: shopping §2 and account-and-services §2 "Footer menu":
 * links, cookie settings, accessibility, product recall, a customer-service contact button,
 * social links (the company legal line is the ux-block in position footer-legal).
 */

sporta_seed_menu(
	'header',
	'Testata',
	array(
		array( 'Offerte', '/offerte' ),
		array( 'Vantaggi', '/vantaggi' ),
		array(
			'Servizi',
			'#',
			'children' => array(
				array( 'Consegna a domicilio', '/faq/consegna-e-ritiro' ),
				array( 'Ritiro in negozio e locker', '/faq/consegna-e-ritiro' ),
				array( 'Consegna agevolata', '/consegna-agevolata' ),
			),
		),
		array(
			'Aiuto',
			'#',
			'children' => array(
				array( 'Domande frequenti', '/faq' ),
				array( 'Servizio clienti', '/servizio-clienti' ),
			),
		),
	)
);

sporta_seed_menu(
	'footer',
	'Piè di pagina',
	array(
		array(
			'Informazioni',
			'#',
			'children' => array(
				array( 'FAQ', '/faq' ),
				array( 'Regolamento', '/page/regolamento' ),
				array( 'Libro ingredienti', '/page/libro-ingredienti' ),
				array( 'Privacy policy', '/page/privacy-policy' ),
				array( 'Cookie policy', '/page/cookie-policy' ),
				array( 'Impostazioni cookie', '#impostazioni-cookie', 'classes' => 'cookie-settings' ),
			),
		),
		array(
			'Servizi',
			'#',
			'children' => array(
				array( 'Vantaggi', '/vantaggi' ),
				array( 'Servizio clienti', '/servizio-clienti' ),
				array( 'Consegna agevolata', '/consegna-agevolata' ),
				array( 'Accessibilità', '/page/accessibilita' ),
				array( 'Richiamo prodotti', '/page/richiamo-prodotti' ),
				array( 'Contatta il servizio clienti', '/servizio-clienti#contatti', 'classes' => 'customer-service-button' ),
			),
		),
		array(
			'Seguici',
			'#',
			'classes'  => 'social',
			'children' => array(
				array( 'Facebook', 'https://www.facebook.com/', 'classes' => 'social-facebook', 'target' => '_blank' ),
				array( 'Instagram', 'https://www.instagram.com/', 'classes' => 'social-instagram', 'target' => '_blank' ),
				array( 'YouTube', 'https://www.youtube.com/', 'classes' => 'social-youtube', 'target' => '_blank' ),
				array( 'LinkedIn', 'https://www.linkedin.com/', 'classes' => 'social-linkedin', 'target' => '_blank' ),
			),
		),
	)
);
