<?php
/**
 * The storefront's forms (customer reporting, facilitated-delivery request), in the shape of the
 * spec's calls (account-and-services §7): GET custom/v1/get_mail_pars?form_id=N describes a form;
 * admin-ajax.php action=nf_fu_upload takes one attachment (5 MB, §9); action=nf_ajax_submit stores
 * the submission, which editors read under "Segnalazioni" in the admin.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/form-definitions.php';

/** Where attachments wait and stay: outside uploads, refused by the router and by .htaccess. */
function sporta_form_files_dir( $sub = '' ) {
	$dir = WP_CONTENT_DIR . '/sporta-forms' . ( $sub ? '/' . $sub : '' );
	if ( ! is_dir( $dir ) ) {
		wp_mkdir_p( $dir );
		$root = WP_CONTENT_DIR . '/sporta-forms';
		if ( ! file_exists( $root . '/.htaccess' ) ) {
			file_put_contents( $root . '/.htaccess', "Require all denied\n" );
			file_put_contents( $root . '/index.php', "<?php\n" );
		}
	}
	return $dir;
}

/** The nonce action a form's submit and upload calls must carry. */
function sporta_form_nonce_action( $form_id ) {
	return 'sporta_form_' . (int) $form_id;
}

/** Ends an admin-ajax call with the Ninja-Forms-like envelope {data, errors}. */
function sporta_form_reply( $data, $errors, $status ) {
	wp_send_json(
		array(
			'data'   => $data,
			'errors' => $errors,
		),
		$status
	);
}

add_action(
	'init',
	static function () {
		register_post_type(
			'form_submission',
			array(
				'labels'       => array(
					'name'          => 'Segnalazioni',
					'singular_name' => 'Segnalazione',
				),
				'public'       => false,
				'show_ui'      => true,
				'show_in_rest' => false,
				'menu_icon'    => 'dashicons-email-alt',
				'supports'     => array( 'title', 'editor', 'custom-fields' ),
				'capabilities' => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap' => true,
			)
		);
	}
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'custom/v1',
			'/get_mail_pars',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'args'                => array(
					'form_id' => array(
						'type'     => 'integer',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$form = sporta_form( (int) $request['form_id'] );
					if ( ! $form ) {
						return new WP_Error( 'sporta_unknown_form', 'Modulo inesistente.', array( 'status' => 404 ) );
					}
					$nonce    = wp_create_nonce( sporta_form_nonce_action( $form['id'] ) );
					$response = rest_ensure_response(
						array(
							'form_id'         => $form['id'],
							'key'             => $form['key'],
							'title'           => $form['title'],
							'success_message' => $form['success_message'],
							'fields'          => $form['fields'],
							'submit'          => array(
								'url'    => admin_url( 'admin-ajax.php' ),
								'action' => 'nf_ajax_submit',
								'nonce'  => $nonce,
							),
							'upload'          => array(
								'url'      => admin_url( 'admin-ajax.php' ),
								'action'   => 'nf_fu_upload',
								'nonce'    => $nonce,
								'max_size' => SPORTA_UPLOAD_MAX_BYTES,
								'types'    => array_keys( SPORTA_FORM_FILE_TYPES ),
							),
						)
					);
					// The nonce is valid for 12-24 hours: never let a shared cache keep it longer.
					$response->header( 'Cache-Control', 'private, max-age=3600' );
					return $response;
				},
			)
		);
	}
);

/** Size as Italians write it in messages: "5 MB". */
function sporta_megabytes( $bytes ) {
	return number_format_i18n( $bytes / 1048576, 0 ) . ' MB';
}

/** action=nf_fu_upload: multipart form_id, field_id, nonce and one file (any field name). */
function sporta_form_upload() {
	$form_id = isset( $_POST['form_id'] ) ? (int) $_POST['form_id'] : 0;
	$form    = sporta_form( $form_id );
	if ( ! $form || ! check_ajax_referer( sporta_form_nonce_action( $form_id ), 'nonce', false ) ) {
		sporta_form_reply( null, array( 'form' => SPORTA_FORM_EXPIRED ), 403 );
	}
	$file = $_FILES ? reset( $_FILES ) : null;
	if ( $file && is_array( $file['name'] ) ) {
		// files[] style: one attachment per call, take the first.
		$file = array_map( static fn( $values ) => $values[0] ?? null, $file );
	}
	if ( ! $file || UPLOAD_ERR_NO_FILE === $file['error'] ) {
		sporta_form_reply( null, array( 'upload' => 'Nessun file ricevuto: scegli un file da allegare.' ), 400 );
	}
	$name = sanitize_file_name( wp_unslash( $file['name'] ) );
	$too_big = in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true )
		|| $file['size'] > SPORTA_UPLOAD_MAX_BYTES;
	if ( $too_big ) {
		$message = sprintf( 'Il file "%s" supera la dimensione massima consentita di %s.', $name, sporta_megabytes( SPORTA_UPLOAD_MAX_BYTES ) );
		sporta_form_reply( null, array( 'upload' => $message ), 413 );
	}
	if ( UPLOAD_ERR_OK !== $file['error'] || ! is_uploaded_file( $file['tmp_name'] ) ) {
		sporta_form_reply( null, array( 'upload' => 'Caricamento non riuscito, riprova.' ), 400 );
	}
	$ext  = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
	$mime = ( new finfo( FILEINFO_MIME_TYPE ) )->file( $file['tmp_name'] );
	if ( ! isset( SPORTA_FORM_FILE_TYPES[ $ext ] ) || SPORTA_FORM_FILE_TYPES[ $ext ] !== $mime ) {
		$message = sprintf( 'Il file "%s" non è di un tipo ammesso (%s).', $name, implode( ', ', array_keys( SPORTA_FORM_FILE_TYPES ) ) );
		sporta_form_reply( null, array( 'upload' => $message ), 415 );
	}
	// Attachments of forms never submitted are dropped after a day.
	foreach ( glob( sporta_form_files_dir( 'tmp' ) . '/*' ) as $stale ) {
		if ( filemtime( $stale ) < time() - DAY_IN_SECONDS ) {
			wp_delete_file( $stale );
		}
	}
	$token = wp_generate_password( 24, false ) . '.' . $ext;
	if ( ! move_uploaded_file( $file['tmp_name'], sporta_form_files_dir( 'tmp' ) . '/' . $token ) ) {
		sporta_form_reply( null, array( 'upload' => 'Caricamento non riuscito, riprova.' ), 500 );
	}
	sporta_form_reply(
		array(
			'files' => array(
				array(
					'name'     => $name,
					'tmp_name' => $token,
					'size'     => (int) $file['size'],
					'type'     => $mime,
				),
			),
		),
		array(),
		200
	);
}
add_action( 'wp_ajax_nf_fu_upload', 'sporta_form_upload' );
add_action( 'wp_ajax_nopriv_nf_fu_upload', 'sporta_form_upload' );

/**
 * action=nf_ajax_submit: multipart or urlencoded, nonce in "security" (or "nonce"), the answers in
 * "formData", a JSON string {"id": formId, "fields": {"<fieldId>": {"value": ...}}}.
 */
function sporta_form_submit() {
	$form_data = isset( $_POST['formData'] ) ? json_decode( wp_unslash( $_POST['formData'] ), true ) : null;
	$form_id   = is_array( $form_data ) && isset( $form_data['id'] ) ? (int) $form_data['id'] : 0;
	$form      = sporta_form( $form_id );
	$nonce     = isset( $_POST['security'] ) ? 'security' : 'nonce';
	if ( ! $form || ! check_ajax_referer( sporta_form_nonce_action( $form_id ), $nonce, false ) ) {
		sporta_form_reply( null, array( 'form' => SPORTA_FORM_EXPIRED ), 403 );
	}
	$answers = isset( $form_data['fields'] ) && is_array( $form_data['fields'] ) ? $form_data['fields'] : array();
	$checked = sporta_form_check_answers( $form, $answers );
	if ( $checked['errors'] ) {
		sporta_form_reply( array( 'form_id' => $form_id ), array( 'fields' => $checked['errors'] ), 400 );
	}
	$submission_id = sporta_form_store( $form, $checked['values'], $checked['files'] );
	sporta_form_reply(
		array(
			'form_id'       => $form_id,
			'submission_id' => $submission_id,
			'actions'       => array( 'success_message' => $form['success_message'] ),
		),
		array(),
		200
	);
}
add_action( 'wp_ajax_nf_ajax_submit', 'sporta_form_submit' );
add_action( 'wp_ajax_nopriv_nf_ajax_submit', 'sporta_form_submit' );

/** Validates answers against the form: values by field key, files to keep, errors by field id. */
function sporta_form_check_answers( array $form, array $answers ) {
	$values = array();
	$files  = array();
	$errors = array();
	foreach ( $form['fields'] as $field ) {
		$answer = $answers[ $field['id'] ] ?? $answers[ $field['key'] ] ?? null;
		$value  = is_array( $answer ) && array_key_exists( 'value', $answer ) ? $answer['value'] : $answer;
		if ( 'file_upload' === $field['type'] ) {
			$tokens = array_filter( is_array( $value ) ? $value : explode( ',', (string) $value ) );
			if ( $field['required'] && ! $tokens ) {
				$errors[ $field['id'] ] = 'Allega il file richiesto.';
				continue;
			}
			foreach ( $tokens as $token ) {
				$token = is_array( $token ) ? ( $token['tmp_name'] ?? '' ) : $token;
				if ( ! preg_match( '/^[A-Za-z0-9]{24}\.[a-z0-9]+$/', $token ) || ! is_file( sporta_form_files_dir( 'tmp' ) . '/' . $token ) ) {
					$errors[ $field['id'] ] = 'Allegato non trovato: caricalo di nuovo.';
					continue 2;
				}
				$files[] = $token;
			}
			$values[ $field['key'] ] = count( $tokens ) . ' allegati';
			continue;
		}
		$value = is_scalar( $value ) ? trim( sanitize_textarea_field( (string) $value ) ) : '';
		if ( 'checkbox' === $field['type'] ) {
			$value = in_array( $value, array( '1', 'true', 'on', 'checked' ), true ) ? 'sì' : '';
		}
		if ( $field['required'] && '' === $value ) {
			$errors[ $field['id'] ] = 'Campo obbligatorio.';
		} elseif ( 'email' === $field['type'] && '' !== $value && ! is_email( $value ) ) {
			$errors[ $field['id'] ] = 'Inserisci un indirizzo e-mail valido.';
		} elseif ( 'listselect' === $field['type'] && '' !== $value && ! in_array( $value, array_column( $field['options'], 'value' ), true ) ) {
			$errors[ $field['id'] ] = 'Scegli una delle voci proposte.';
		}
		$values[ $field['key'] ] = $value;
	}
	return compact( 'values', 'files', 'errors' );
}

/** Saves a submission as a private form_submission post and moves its files beside it. */
function sporta_form_store( array $form, array $values, array $files ) {
	$lines = array();
	foreach ( $form['fields'] as $field ) {
		$lines[] = $field['label'] . ': ' . ( $values[ $field['key'] ] ?? '' );
	}
	$who = $values['nome'] ?? ( $values['email'] ?? '' );
	$id  = wp_insert_post(
		array(
			'post_type'    => 'form_submission',
			'post_status'  => 'private',
			'post_title'   => $form['title'] . ' — ' . $who,
			'post_content' => esc_html( implode( "\n", $lines ) ),
		)
	);
	$kept = array();
	foreach ( $files as $token ) {
		$target = sporta_form_files_dir( (string) $id ) . '/' . $token;
		if ( rename( sporta_form_files_dir( 'tmp' ) . '/' . $token, $target ) ) {
			$kept[] = $target;
		}
	}
	update_post_meta( $id, 'sporta_form_id', $form['id'] );
	update_post_meta( $id, 'sporta_answers', $values );
	update_post_meta( $id, 'sporta_files', $kept );
	return $id;
}
