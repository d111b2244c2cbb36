<?php
/**
 * The forms the storefront shows. They live in code, not in the database: a field added here
 * needs a matching input in the storefront anyway. Field types follow Ninja Forms' names.
 */

defined( 'ABSPATH' ) || exit;

/** Attachments accepted by every form: extension => the MIME type the file's bytes must have. */
const SPORTA_FORM_FILE_TYPES = array(
	'jpg'  => 'image/jpeg',
	'jpeg' => 'image/jpeg',
	'png'  => 'image/png',
	'pdf'  => 'application/pdf',
);

const SPORTA_FORM_EXPIRED = 'Il modulo è scaduto: ricarica la pagina e riprova.';

/** A form by id, or null. */
function sporta_form( $form_id ) {
	$contact = array(
		array(
			'id'       => 1,
			'key'      => 'nome',
			'label'    => 'Nome e cognome',
			'type'     => 'textbox',
			'required' => true,
		),
		array(
			'id'       => 2,
			'key'      => 'email',
			'label'    => 'E-mail',
			'type'     => 'email',
			'required' => true,
		),
		array(
			'id'       => 3,
			'key'      => 'telefono',
			'label'    => 'Telefono',
			'type'     => 'phone',
			'required' => false,
		),
	);
	$privacy = array(
		'id'       => 9,
		'key'      => 'privacy',
		'label'    => 'Ho letto l’informativa sulla privacy e acconsento al trattamento dei dati per gestire la richiesta',
		'type'     => 'checkbox',
		'required' => true,
	);
	$forms = array(
		1 => array(
			'id'              => 1,
			'key'             => 'segnalazione-clienti',
			'title'           => 'Segnalazione al servizio clienti',
			'success_message' => 'Grazie, abbiamo ricevuto la tua segnalazione. Ti risponderemo entro due giorni lavorativi.',
			'fields'          => array_merge(
				$contact,
				array(
					array(
						'id'       => 4,
						'key'      => 'numero_ordine',
						'label'    => 'Numero dell’ordine (se la segnalazione riguarda un ordine)',
						'type'     => 'textbox',
						'required' => false,
					),
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
					array(
						'id'       => 6,
						'key'      => 'messaggio',
						'label'    => 'Messaggio',
						'type'     => 'textarea',
						'required' => true,
					),
					array(
						'id'       => 7,
						'key'      => 'allegato',
						'label'    => 'Allegato (foto del prodotto o dello scontrino, massimo 5 MB)',
						'type'     => 'file_upload',
						'required' => false,
					),
					$privacy,
				)
			),
		),
		2 => array(
			'id'              => 2,
			'key'             => 'richiesta-consegna-agevolata',
			'title'           => 'Richiesta di consegna agevolata',
			'success_message' => 'Richiesta inviata. Verificheremo i documenti e ti scriveremo entro cinque giorni lavorativi.',
			'fields'          => array_merge(
				$contact,
				array(
					array(
						'id'       => 4,
						'key'      => 'indirizzo',
						'label'    => 'Indirizzo di consegna',
						'type'     => 'textbox',
						'required' => true,
					),
					array(
						'id'       => 6,
						'key'      => 'note',
						'label'    => 'Note per il personale di consegna',
						'type'     => 'textarea',
						'required' => false,
					),
					array(
						'id'       => 7,
						'key'      => 'certificato',
						'label'    => 'Certificazione di invalidità o di fragilità (PDF o foto, massimo 5 MB)',
						'type'     => 'file_upload',
						'required' => true,
					),
					$privacy,
				)
			),
		),
	);
	return $forms[ (int) $form_id ] ?? null;
}
