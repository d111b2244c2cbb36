<?php
/**
 * The "Campi del modulo" box on a Modulo's edit screen: the form's number, key and success
 * message, then one row per field (label, key, type, required, the list's choices one per line as
 * "valore|Etichetta", remove) and empty rows to add fields. Saved through the same cleaning as REST
 * (sporta_form_fields_from), so the storefront gets the same shape from either.
 */

defined( 'ABSPATH' ) || exit;

const SPORTA_FORM_EDITOR_NONCE = 'sporta_form_editor';
/** Empty rows offered for new fields on each save. */
const SPORTA_FORM_EDITOR_NEW_ROWS = 3;

add_action(
	'add_meta_boxes_sporta_form',
	static function () {
		add_meta_box( 'sporta-form-fields', 'Campi del modulo', 'sporta_form_editor_box', 'sporta_form', 'normal', 'high' );
	}
);

/** One field's row; $index names its inputs, $field is empty for a new row. */
function sporta_form_editor_row( $index, array $field ) {
	$name    = static fn( $part ) => esc_attr( "sporta_fields[$index][$part]" );
	$options = implode( "\n", array_map( static fn( $option ) => $option['value'] . '|' . $option['label'], $field['options'] ?? array() ) );
	echo '<tr><td><input type="hidden" name="' . $name( 'id' ) . '" value="' . esc_attr( (string) ( $field['id'] ?? 0 ) ) . '">';
	echo '<input type="text" class="widefat" aria-label="Etichetta" name="' . $name( 'label' ) . '" value="' . esc_attr( $field['label'] ?? '' ) . '"></td>';
	echo '<td><input type="text" aria-label="Chiave" name="' . $name( 'key' ) . '" value="' . esc_attr( $field['key'] ?? '' ) . '"></td>';
	echo '<td><select aria-label="Tipo" name="' . $name( 'type' ) . '">';
	foreach ( SPORTA_FORM_FIELD_TYPES as $type => $label ) {
		echo '<option value="' . esc_attr( $type ) . '"' . selected( $field['type'] ?? 'textbox', $type, false ) . '>' . esc_html( $label ) . '</option>';
	}
	echo '</select></td>';
	echo '<td><input type="checkbox" aria-label="Obbligatorio" name="' . $name( 'required' ) . '" value="1"' . checked( ! empty( $field['required'] ), true, false ) . '></td>';
	echo '<td><textarea rows="2" aria-label="Scelte (valore|Etichetta)" name="' . $name( 'options' ) . '">' . esc_textarea( $options ) . '</textarea></td>';
	echo '<td>' . ( $field ? '<input type="checkbox" aria-label="Rimuovi" name="' . $name( 'remove' ) . '" value="1">' : '' ) . '</td></tr>';
}

function sporta_form_editor_box( WP_Post $post ) {
	wp_nonce_field( SPORTA_FORM_EDITOR_NONCE, SPORTA_FORM_EDITOR_NONCE );
	$fields = sporta_form_fields_from( json_decode( (string) get_post_meta( $post->ID, 'fields', true ), true ) );
	echo '<p><label>Numero del modulo <input type="number" min="1" name="sporta_form_number" value="' . esc_attr( (string) get_post_meta( $post->ID, 'form_number', true ) ) . '"></label> ';
	echo '<label>Chiave <input type="text" name="sporta_form_key" value="' . esc_attr( (string) get_post_meta( $post->ID, 'form_key', true ) ) . '"></label></p>';
	echo '<p><label>Messaggio dopo l’invio<br><textarea class="widefat" rows="2" name="sporta_success_message">' . esc_textarea( (string) get_post_meta( $post->ID, 'success_message', true ) ) . '</textarea></label></p>';
	echo '<table class="widefat striped"><thead><tr><th>Etichetta</th><th>Chiave</th><th>Tipo</th><th>Obbligatorio</th><th>Scelte (valore|Etichetta)</th><th>Rimuovi</th></tr></thead><tbody>';
	foreach ( $fields as $index => $field ) {
		sporta_form_editor_row( $index, $field );
	}
	for ( $extra = 0; $extra < SPORTA_FORM_EDITOR_NEW_ROWS; $extra++ ) {
		sporta_form_editor_row( count( $fields ) + $extra, array() );
	}
	echo '</tbody></table><p class="description">Le righe vuote aggiungono campi; i campi compaiono nella vetrina in quest’ordine.</p>';
}

add_action(
	'save_post_sporta_form',
	static function ( $post_id ) {
		$nonce = isset( $_POST[ SPORTA_FORM_EDITOR_NONCE ] ) ? sanitize_text_field( wp_unslash( $_POST[ SPORTA_FORM_EDITOR_NONCE ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, SPORTA_FORM_EDITOR_NONCE ) || ! current_user_can( 'edit_post', $post_id ) || wp_is_post_revision( $post_id ) ) {
			return;
		}
		$rows   = isset( $_POST['sporta_fields'] ) && is_array( $_POST['sporta_fields'] ) ? wp_unslash( $_POST['sporta_fields'] ) : array();
		$next   = 1 + max( array_merge( array( 0 ), array_map( static fn( $row ) => (int) ( $row['id'] ?? 0 ), $rows ) ) );
		$fields = array();
		foreach ( $rows as $row ) {
			if ( ! empty( $row['remove'] ) || '' === trim( (string) ( $row['label'] ?? '' ) ) ) {
				continue;
			}
			$options = array();
			foreach ( preg_split( '/\R/', (string) ( $row['options'] ?? '' ) ) as $line ) {
				$parts = array_map( 'trim', explode( '|', $line, 2 ) );
				if ( '' !== $parts[0] ) {
					$options[] = array(
						'value' => $parts[0],
						'label' => $parts[1] ?? $parts[0],
					);
				}
			}
			$fields[] = array(
				'id'       => (int) ( $row['id'] ?? 0 ) > 0 ? (int) $row['id'] : $next++,
				'key'      => $row['key'] ?? '',
				'label'    => $row['label'],
				'type'     => $row['type'] ?? 'textbox',
				'required' => ! empty( $row['required'] ),
				'options'  => $options,
			);
		}
		update_post_meta( $post_id, 'fields', wp_slash( sporta_form_fields_json( $fields ) ) );
		update_post_meta( $post_id, 'form_number', absint( $_POST['sporta_form_number'] ?? 0 ) );
		update_post_meta( $post_id, 'form_key', sanitize_key( wp_unslash( $_POST['sporta_form_key'] ?? '' ) ) );
		update_post_meta( $post_id, 'success_message', sanitize_textarea_field( wp_unslash( $_POST['sporta_success_message'] ?? '' ) ) );
	}
);
