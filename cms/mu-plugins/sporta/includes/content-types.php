<?php
/**
 * Content types the storefront reads over core REST (wp/v2/...), their taxonomies and the meta
 * fields exposed with them (spec: account-and-services §3 "Static page", "Tutorial category
 * proposals"; §7 "Content management").
 */

defined( 'ABSPATH' ) || exit;

/** Registers a public content type readable and editable through wp/v2/{rest_base}. */
function sporta_register_content_type( $type, $rest_base, $singular, $plural, $supports, $icon ) {
	register_post_type(
		$type,
		array(
			'labels'       => array(
				'name'          => $plural,
				'singular_name' => $singular,
				'add_new_item'  => 'Aggiungi ' . strtolower( $singular ),
				'edit_item'     => 'Modifica ' . strtolower( $singular ),
			),
			'public'       => true,
			'has_archive'  => false,
			'show_in_rest' => true,
			'rest_base'    => $rest_base,
			'menu_icon'    => $icon,
			'supports'     => array_merge( array( 'title', 'custom-fields', 'revisions' ), $supports ),
		)
	);
}

/** A single string meta field, readable and writable through REST by whoever edits the post. */
function sporta_register_string_meta( $type, $key, $description, $extra = array() ) {
	register_post_meta(
		$type,
		$key,
		array_merge(
			array(
				'type'              => 'string',
				'description'       => $description,
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => 'sanitize_text_field',
				'auth_callback'     => static function ( $allowed, $meta_key, $post_id ) {
					return current_user_can( 'edit_post', $post_id );
				},
			),
			$extra
		)
	);
}

add_action(
	'init',
	static function () {
		// FAQ, grouped by category (routes /faq and /faq/{categoryName}).
		sporta_register_content_type( 'faq', 'faq', 'FAQ', 'FAQ', array( 'editor', 'page-attributes' ), 'dashicons-editor-help' );
		register_taxonomy(
			'faq_category',
			'faq',
			array(
				'labels'            => array(
					'name'          => 'Categorie FAQ',
					'singular_name' => 'Categoria FAQ',
				),
				'hierarchical'      => true,
				'public'            => true,
				'show_in_rest'      => true,
				'rest_base'         => 'faq_category',
				'show_admin_column' => true,
			)
		);

		// Home slides, grouped into sliders (taxonomy "slider") and targeted per delivery service.
		sporta_register_content_type( 'slide', 'slide', 'Slide', 'Slide', array( 'editor', 'excerpt', 'thumbnail', 'page-attributes' ), 'dashicons-images-alt2' );
		register_taxonomy(
			'slider',
			'slide',
			array(
				'labels'            => array(
					'name'          => 'Slider',
					'singular_name' => 'Slider',
				),
				'hierarchical'      => true,
				'public'            => true,
				'show_in_rest'      => true,
				'rest_base'         => 'slider',
				'show_admin_column' => true,
			)
		);
		sporta_register_string_meta( 'slide', 'link', 'Where a click on the slide leads (storefront path or URL).', array( 'sanitize_callback' => 'esc_url_raw' ) );
		sporta_register_string_meta( 'slide', 'valid_from', 'First day shown, YYYY-MM-DD; empty = always.' );
		sporta_register_string_meta( 'slide', 'valid_to', 'Last day shown, YYYY-MM-DD; empty = always.' );
		register_post_meta(
			'slide',
			'delivery_service_ids',
			array(
				'type'          => 'array',
				'description'   => 'Delivery services (spec: account-and-services §9) the slide is shown for; empty = all.',
				'single'        => true,
				'default'       => array(),
				'show_in_rest'  => array( 'schema' => array( 'items' => array( 'type' => 'integer' ) ) ),
				'auth_callback' => static function ( $allowed, $meta_key, $post_id ) {
					return current_user_can( 'edit_post', $post_id );
				},
			)
		);
		register_post_meta(
			'slide',
			'image_mobile',
			array(
				'type'          => 'integer',
				'description'   => 'Attachment id of the narrow-screen image; 0 = use the featured image.',
				'single'        => true,
				'default'       => 0,
				'show_in_rest'  => true,
				'auth_callback' => static function ( $allowed, $meta_key, $post_id ) {
					return current_user_can( 'edit_post', $post_id );
				},
			)
		);

		// Home content blocks.
		sporta_register_content_type( 'ux_block', 'ux-blocks', 'Blocco UX', 'Blocchi UX', array( 'editor', 'excerpt', 'thumbnail', 'page-attributes' ), 'dashicons-layout' );
		sporta_register_string_meta( 'ux_block', 'position', 'Where the storefront places the block, e.g. home-top, home-bottom, footer-legal.' );
		sporta_register_string_meta( 'ux_block', 'link', 'Where a click on the block leads (storefront path or URL).', array( 'sanitize_callback' => 'esc_url_raw' ) );

		// Tutorial dialog slides (spec: account-and-services §3 "Tutorial category proposals").
		sporta_register_content_type( 'tutorial_proposal', 'tutorial_proposal', 'Slide tutorial', 'Tutorial', array( 'editor', 'excerpt', 'thumbnail', 'page-attributes' ), 'dashicons-welcome-learn-more' );
		sporta_register_string_meta(
			'tutorial_proposal',
			'category_proposal_type',
			'IMAGE_MOBILE or IMAGE_DESKTOP: the screen size the slide is drawn for.',
			array(
				'default'      => 'IMAGE_DESKTOP',
				'show_in_rest' => array(
					'schema' => array( 'enum' => array( 'IMAGE_MOBILE', 'IMAGE_DESKTOP' ) ),
				),
			)
		);

		// Ingredients book ("Libro ingredienti" in the footer), searched by custom/ali/search.
		sporta_register_content_type( 'ingredient_sheet', 'ingredient-sheets', 'Scheda ingredienti', 'Libro ingredienti', array( 'editor' ), 'dashicons-carrot' );
		sporta_register_string_meta( 'ingredient_sheet', 'product_code', 'Product code (EAN) printed on the label.' );
		sporta_register_string_meta( 'ingredient_sheet', 'allergens', 'Allergens, comma separated, as on the label.' );

		// Static pages (spec: account-and-services §3 "Static page").
		sporta_register_string_meta( 'page', 'seo_title', 'Title for the storefront <title>; empty = the page title.' );
		sporta_register_string_meta( 'page', 'seo_description', 'Meta description on the storefront.' );
		sporta_register_string_meta( 'page', 'testo_validit', 'Validity line shown under the page, e.g. "Valido dal 1 gennaio 2026".' );
	}
);
