<?php
/**
 * The forms the storefront shows live in WordPress, so editors change their fields without a
 * deploy: one "Modulo" post each (post type sporta_form), its number (form_id of get_mail_pars),
 * key, success message and fields in post meta. Editors use the "Campi del modulo" box
 * (form-editor.php) or REST (/wp/v2/sporta-forms, meta `fields` as JSON). Field types follow
 * Ninja Forms' names; the storefront renders any it does not know as a text box.
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

/** Field types an editor may choose => their name in the admin. */
const SPORTA_FORM_FIELD_TYPES = array(
	'textbox'     => 'Testo',
	'email'       => 'E-mail',
	'phone'       => 'Telefono',
	'textarea'    => 'Testo lungo',
	'listselect'  => 'Scelta da elenco',
	'checkbox'    => 'Casella di spunta',
	'file_upload' => 'Allegato',
);

add_action(
	'init',
	static function () {
		register_post_type(
			'sporta_form',
			array(
				'labels'       => array(
					'name'          => 'Moduli',
					'singular_name' => 'Modulo',
					'edit_item'     => 'Modifica modulo',
					'add_new_item'  => 'Aggiungi modulo',
				),
				'public'       => false,
				'show_ui'      => true,
				'show_in_rest' => true,
				'rest_base'    => 'sporta-forms',
				'menu_icon'    => 'dashicons-feedback',
				'supports'     => array( 'title', 'custom-fields', 'revisions' ),
			)
		);
		$can_edit = static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', $post_id );
		register_post_meta(
			'sporta_form',
			'form_number',
			array(
				'type'          => 'integer',
				'description'   => 'Il numero del modulo (form_id) che la vetrina chiede.',
				'single'        => true,
				'default'       => 0,
				'show_in_rest'  => true,
				'auth_callback' => $can_edit,
			)
		);
		foreach ( array(
			'form_key'        => 'Chiave del modulo.',
			'success_message' => 'Messaggio mostrato dopo l’invio.',
		) as $key => $description ) {
			sporta_register_string_meta( 'sporta_form', $key, $description, array( 'auth_callback' => $can_edit ) );
		}
		register_post_meta(
			'sporta_form',
			'fields',
			array(
				'type'              => 'string',
				'description'       => 'I campi del modulo, in JSON: [{id, key, label, type, required, options}].',
				'single'            => true,
				'default'           => '[]',
				'show_in_rest'      => true,
				'sanitize_callback' => static fn( $value ) => sporta_form_fields_json( json_decode( (string) $value, true ) ),
				'auth_callback'     => $can_edit,
			)
		);
	}
);

/**
 * Fields as the storefront may trust them, whatever was stored: each with a unique positive id, a
 * key, a label, a known type, required as a boolean, and options only for a list.
 */
function sporta_form_fields_from( $raw ) {
	$fields = array();
	$ids    = array();
	foreach ( is_array( $raw ) ? $raw : array() as $field ) {
		if ( ! is_array( $field ) ) {
			continue;
		}
		$label = sanitize_text_field( (string) ( $field['label'] ?? '' ) );
		$id    = (int) ( $field['id'] ?? 0 );
		if ( '' === $label || $id <= 0 || isset( $ids[ $id ] ) ) {
			continue;
		}
		$ids[ $id ] = true;
		$type       = (string) ( $field['type'] ?? '' );
		$key        = sanitize_key( (string) ( $field['key'] ?? '' ) );
		$clean      = array(
			'id'       => $id,
			'key'      => '' === $key ? 'campo_' . $id : $key,
			'label'    => $label,
			'type'     => isset( SPORTA_FORM_FIELD_TYPES[ $type ] ) ? $type : 'textbox',
			'required' => ! empty( $field['required'] ),
		);
		if ( 'listselect' === $clean['type'] ) {
			$clean['options'] = array();
			foreach ( is_array( $field['options'] ?? null ) ? $field['options'] : array() as $option ) {
				$value = sanitize_text_field( (string) ( $option['value'] ?? '' ) );
				if ( '' !== $value ) {
					$clean['options'][] = array(
						'value' => $value,
						'label' => sanitize_text_field( (string) ( $option['label'] ?? $value ) ),
					);
				}
			}
		}
		$fields[] = $clean;
	}
	return $fields;
}

/**
 * The fields as stored: cleaned, JSON with its text as typed. Callers of update_post_meta pass it
 * through wp_slash(), since WordPress unslashes meta values before storing them.
 */
function sporta_form_fields_json( $raw ) {
	return wp_json_encode( sporta_form_fields_from( $raw ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
}

/** A published form by its number, or null. */
function sporta_form( $form_id ) {
	$found = get_posts(
		array(
			'post_type'      => 'sporta_form',
			'post_status'    => 'publish',
			'posts_per_page' => 1,
			'meta_key'       => 'form_number',
			'meta_value'     => (int) $form_id,
		)
	);
	if ( ! $found || (int) $form_id <= 0 ) {
		return null;
	}
	$post = $found[0];
	return array(
		'id'              => (int) $form_id,
		'key'             => (string) get_post_meta( $post->ID, 'form_key', true ),
		'title'           => $post->post_title,
		'success_message' => (string) get_post_meta( $post->ID, 'success_message', true ),
		'fields'          => sporta_form_fields_from( json_decode( (string) get_post_meta( $post->ID, 'fields', true ), true ) ),
	);
}
