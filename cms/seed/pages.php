<?php
/** Static pages (spec: account-and-services §2 /page/{pageName} and the service pages). */

$sporta_pages = array(
	'regolamento'        => array( 'Regolamento del servizio', 'Regolamento della spesa online | Sporta', 'Le condizioni del servizio di spesa online Sporta: ordini, prezzi, sostituzioni, pagamenti, consegna e ritiro.', 'Valido dal 1 gennaio 2026' ),
	'privacy-policy'     => array( 'Informativa sulla privacy', 'Privacy policy | Sporta', 'Come Sporta tratta i dati personali dei clienti della spesa online, per quanto tempo li conserva e come esercitare i tuoi diritti.', 'Aggiornata al 1 marzo 2026' ),
	'cookie-policy'      => array( 'Cookie policy', 'Cookie policy | Sporta', 'Quali cookie usa il sito Sporta, a cosa servono e come cambiare le tue preferenze in qualsiasi momento.', 'Aggiornata al 1 marzo 2026' ),
	'vantaggi'           => array( 'I tuoi vantaggi', 'Vantaggi della spesa online | Sporta', 'Punti fedeltà, buoni sconto personali e consegna gratuita: tutti i vantaggi dei clienti Sporta.', 'Condizioni valide fino al 31 dicembre 2026' ),
	'servizio-clienti'   => array( 'Servizio clienti', 'Servizio clienti | Sporta', 'Orari, numero di telefono, e-mail e modulo di segnalazione del servizio clienti Sporta.', '' ),
	'consegna-agevolata' => array( 'Consegna agevolata', 'Consegna agevolata a domicilio | Sporta', 'La consegna gratuita e fino alla porta di casa per persone con disabilità, anziani soli e persone fragili: chi può richiederla e come.', 'Servizio attivo dal 1 settembre 2025' ),
	'accessibilita'      => array( 'Dichiarazione di accessibilità', 'Accessibilità | Sporta', 'Lo stato di accessibilità del sito Sporta e come segnalarci un ostacolo.', 'Dichiarazione redatta il 15 settembre 2025' ),
	'richiamo-prodotti'  => array( 'Richiamo prodotti', 'Richiami di prodotti | Sporta', 'I prodotti richiamati dai produttori o dalle autorità sanitarie e come ottenere il rimborso.', 'Elenco aggiornato al 10 novembre 2026' ),
	'libro-ingredienti'  => array( 'Libro ingredienti', 'Libro ingredienti e allergeni | Sporta', 'Ingredienti e allergeni dei prodotti di gastronomia, panetteria e pasticceria preparati nei punti vendita Sporta.', '' ),
);

$sporta_order = 0;
foreach ( $sporta_pages as $sporta_slug => list( $sporta_title, $sporta_seo_title, $sporta_seo_description, $sporta_validity ) ) {
	$sporta_id = sporta_seed_post(
		'page',
		$sporta_slug,
		array(
			'post_title'   => $sporta_title,
			'post_content' => file_get_contents( __DIR__ . '/pages/' . $sporta_slug . '.html' ),
			'menu_order'   => ++$sporta_order,
		),
		array(
			'seo_title'       => $sporta_seo_title,
			'seo_description' => $sporta_seo_description,
			'testo_validit'   => $sporta_validity,
		)
	);
	if ( 'privacy-policy' === $sporta_slug ) {
		update_option( 'wp_page_for_privacy_policy', $sporta_id );
	}
}
