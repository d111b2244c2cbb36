<?php
/**
 * Extra top-level fields on core REST responses, in the shape the spec names them
 * (account-and-services §3): a page's testo_validit; a tutorial slide's descr, img and
 * metaData.category_proposal_type; image URLs on slides and ux-blocks so the storefront needs no
 * second request per image.
 */

defined( 'ABSPATH' ) || exit;

/** Public URL of an attachment, or null. */
function sporta_attachment_url( $attachment_id ) {
	$url = $attachment_id ? wp_get_attachment_url( (int) $attachment_id ) : false;
	return $url ? $url : null;
}

/** URL of a post's featured image, or null. */
function sporta_featured_image_url( $post_id ) {
	return sporta_attachment_url( get_post_thumbnail_id( $post_id ) );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_field(
			'page',
			'testo_validit',
			array(
				'get_callback'    => static function ( $post ) {
					return (string) get_post_meta( $post['id'], 'testo_validit', true );
				},
				'update_callback' => static function ( $value, $post ) {
					update_post_meta( $post->ID, 'testo_validit', sanitize_text_field( $value ) );
					return true;
				},
				'schema'          => array(
					'type'        => 'string',
					'description' => 'Validity line of the page (same value as meta.testo_validit).',
					'context'     => array( 'view', 'edit' ),
				),
			)
		);

		$img = array(
			'get_callback' => static function ( $post ) {
				return sporta_featured_image_url( $post['id'] );
			},
			'schema'       => array(
				'type'        => array( 'string', 'null' ),
				'description' => 'URL of the featured image.',
				'context'     => array( 'view', 'edit', 'embed' ),
				'readonly'    => true,
			),
		);
		foreach ( array( 'slide', 'ux_block', 'tutorial_proposal' ) as $type ) {
			register_rest_field( $type, 'img', $img );
		}

		register_rest_field(
			'slide',
			'img_mobile',
			array(
				'get_callback' => static function ( $post ) {
					$mobile = (int) get_post_meta( $post['id'], 'image_mobile', true );
					return $mobile ? sporta_attachment_url( $mobile ) : sporta_featured_image_url( $post['id'] );
				},
				'schema'       => array(
					'type'     => array( 'string', 'null' ),
					'context'  => array( 'view', 'edit', 'embed' ),
					'readonly' => true,
				),
			)
		);

		register_rest_field(
			'tutorial_proposal',
			'descr',
			array(
				'get_callback' => static function ( $post ) {
					return wp_strip_all_tags( get_the_excerpt( $post['id'] ) );
				},
				'schema'       => array(
					'type'     => 'string',
					'context'  => array( 'view', 'edit', 'embed' ),
					'readonly' => true,
				),
			)
		);
		register_rest_field(
			'tutorial_proposal',
			'metaData',
			array(
				'get_callback' => static function ( $post ) {
					return array(
						'category_proposal_type' => (string) get_post_meta( $post['id'], 'category_proposal_type', true ),
					);
				},
				'schema'       => array(
					'type'     => 'object',
					'context'  => array( 'view', 'edit', 'embed' ),
					'readonly' => true,
				),
			)
		);
	}
);

// Lets the storefront ask for one screen size: wp/v2/tutorial_proposal?category_proposal_type=IMAGE_MOBILE.
add_filter(
	'rest_tutorial_proposal_query',
	static function ( $args, $request ) {
		$type = $request->get_param( 'category_proposal_type' );
		if ( in_array( $type, array( 'IMAGE_MOBILE', 'IMAGE_DESKTOP' ), true ) ) {
			$args['meta_query'] = array(
				array(
					'key'   => 'category_proposal_type',
					'value' => $type,
				),
			);
		}
		return $args;
	},
	10,
	2
);
