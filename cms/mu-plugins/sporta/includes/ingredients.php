<?php
/**
 * GET custom/ali/search?q=... — the ingredients book ("Libro ingredienti", spec: shopping §2 footer
 * links) searched by product name, ingredient, allergen or product code. At most 24 results, the
 * spec's page size for searches (account-and-services §9).
 */

defined( 'ABSPATH' ) || exit;

/** An ingredient sheet in the shape the search returns. */
function sporta_ingredient_sheet_json( WP_Post $post ) {
	return array(
		'id'           => $post->ID,
		'slug'         => $post->post_name,
		'title'        => get_the_title( $post ),
		'product_code' => (string) get_post_meta( $post->ID, 'product_code', true ),
		'allergens'    => (string) get_post_meta( $post->ID, 'allergens', true ),
		'ingredients'  => apply_filters( 'the_content', $post->post_content ),
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'custom/ali',
			'/search',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'args'                => array(
					'q' => array(
						'type'      => 'string',
						'required'  => true,
						'minLength' => 2,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$q     = trim( (string) $request['q'] );
					$found = array();
					// Words match title and text through core search; codes match the product_code meta.
					foreach ( array(
						array( 's' => $q ),
						array(
							'meta_key'     => 'product_code',
							'meta_value'   => $q,
							'meta_compare' => 'LIKE',
						),
						array(
							'meta_key'     => 'allergens',
							'meta_value'   => $q,
							'meta_compare' => 'LIKE',
						),
					) as $query ) {
						$posts = get_posts(
							array_merge(
								array(
									'post_type'      => 'ingredient_sheet',
									'post_status'    => 'publish',
									'posts_per_page' => 24,
									'orderby'        => 'title',
									'order'          => 'ASC',
								),
								$query
							)
						);
						foreach ( $posts as $post ) {
							$found[ $post->ID ] = $post;
						}
					}
					$results = array_map( 'sporta_ingredient_sheet_json', array_slice( array_values( $found ), 0, 24 ) );
					$response = rest_ensure_response( $results );
					$response->header( 'X-WP-Total', (string) count( $results ) );
					return $response;
				},
			)
		);
	}
);
