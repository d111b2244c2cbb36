<?php
/**
 * The storefront's forms as editors find them at first: 1 customer reporting (optional
 * attachment), 2 facilitated-delivery request (required certificate). Editors change them under
 * "Moduli"; a re-run of the seed never overwrites them.
 */

$sporta_contact = array(
	array( 'id' => 1, 'key' => 'nome', 'label' => 'Nome e cognome', 'type' => 'textbox', 'required' => true ),
	array( 'id' => 2, 'key' => 'email', 'label' => 'E-mail', 'type' => 'email', 'required' => true ),
	array( 'id' => 3, 'key' => 'telefono', 'label' => 'Telefono', 'type' => 'phone', 'required' => false ),
);
$sporta_privacy = array(
	'id'       => 9,
	'key'      => 'privacy',
	'label'    => 'Ho letto l’informativa sulla privacy e acconsento al trattamento dei dati per gestire la richiesta',
	'type'     => 'checkbox',
	'required' => true,
);
$sporta_forms = array(
	'segnalazione-clienti'         => array(
		'number'  => 1,
		'title'   => 'Segnalazione al servizio clienti',
		'success' => 'Grazie, abbiamo ricevuto la tua segnalazione. Ti risponderemo entro due giorni lavorativi.',
		'fields'  => array_merge(
			$sporta_contact,
			array(
				array( 'id' => 4, 'key' => 'numero_ordine', 'label' => 'Numero dell’ordine (se la segnalazione riguarda un ordine)', 'type' => 'textbox', 'required' => false ),
				array(
					'id'       => 5,
					'key'      => 'argomento',
					'label'    => 'Argomento',
					'type'     => 'listselect',
					'required' => true,
					'options'  => array(
						array( 'value' => 'ordine', 'label' => 'Il mio ordine' ),
						array( 'value' => 'consegna', 'label' => 'Consegna o ritiro' ),
						array( 'value' => 'prodotto', 'label' => 'Qualità di un prodotto' ),
						array( 'value' => 'pagamento', 'label' => 'Pagamenti e rimborsi' ),
						array( 'value' => 'account', 'label' => 'Account e carta fedeltà' ),
						array( 'value' => 'altro', 'label' => 'Altro' ),
					),
				),
				array( 'id' => 6, 'key' => 'messaggio', 'label' => 'Messaggio', 'type' => 'textarea', 'required' => true ),
				array( 'id' => 7, 'key' => 'allegato', 'label' => 'Allegato (foto del prodotto o dello scontrino, massimo 5 MB)', 'type' => 'file_upload', 'required' => false ),
				$sporta_privacy,
			)
		),
	),
	'richiesta-consegna-agevolata' => array(
		'number'  => 2,
		'title'   => 'Richiesta di consegna agevolata',
		'success' => 'Richiesta inviata. Verificheremo i documenti e ti scriveremo entro cinque giorni lavorativi.',
		'fields'  => array_merge(
			$sporta_contact,
			array(
				array( 'id' => 4, 'key' => 'indirizzo', 'label' => 'Indirizzo di consegna', 'type' => 'textbox', 'required' => true ),
				array( 'id' => 6, 'key' => 'note', 'label' => 'Note per il personale di consegna', 'type' => 'textarea', 'required' => false ),
				array( 'id' => 7, 'key' => 'certificato', 'label' => 'Certificazione di invalidità o di fragilità (PDF o foto, massimo 5 MB)', 'type' => 'file_upload', 'required' => true ),
				$sporta_privacy,
			)
		),
	),
);
foreach ( $sporta_forms as $sporta_slug => $sporta_form ) {
	sporta_seed_post(
		'sporta_form',
		$sporta_slug,
		array( 'post_title' => $sporta_form['title'] ),
		array(
			'form_number'     => $sporta_form['number'],
			'form_key'        => $sporta_slug,
			'success_message' => $sporta_form['success'],
			'fields'          => wp_slash( sporta_form_fields_json( $sporta_form['fields'] ) ),
		)
	);
}
