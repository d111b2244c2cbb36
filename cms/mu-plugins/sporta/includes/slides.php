<?php
/**
 * Slide routes of custom/v1 (spec: account-and-services §7):
 * - GET new_slides/{slider}/{timestamp}/{n}?deliveryServiceId=D — the slides of one slider shown on
 *   the day of {timestamp} (the caller sends noon of the day, so one URL per day caches well), for
 *   delivery service D, at most {n}, in menu order;
 * - GET slides_by_id/{ids} — given slides, comma-separated ids, in the order asked.
 */

defined( 'ABSPATH' ) || exit;

/** A slide in the shape both routes return. */
function sporta_slide_json( WP_Post $post ) {
	$thumbnail = get_post_thumbnail_id( $post );
	$mobile    = (int) get_post_meta( $post->ID, 'image_mobile', true );
	return array(
		'id'                   => $post->ID,
		'slug'                 => $post->post_name,
		'title'                => get_the_title( $post ),
		'content'              => apply_filters( 'the_content', $post->post_content ),
		'excerpt'              => wp_strip_all_tags( $post->post_excerpt ),
		'link'                 => (string) get_post_meta( $post->ID, 'link', true ),
		'img'                  => sporta_attachment_url( $thumbnail ),
		'img_mobile'           => $mobile ? sporta_attachment_url( $mobile ) : sporta_attachment_url( $thumbnail ),
		'alt'                  => $thumbnail ? (string) get_post_meta( $thumbnail, '_wp_attachment_image_alt', true ) : '',
		'order'                => (int) $post->menu_order,
		'delivery_service_ids' => array_map( 'intval', (array) get_post_meta( $post->ID, 'delivery_service_ids', true ) ),
		'valid_from'           => (string) get_post_meta( $post->ID, 'valid_from', true ),
		'valid_to'             => (string) get_post_meta( $post->ID, 'valid_to', true ),
	);
}

/** Whether a slide is shown on $day (YYYY-MM-DD) for delivery service $service (null = any). */
function sporta_slide_is_shown( array $slide, $day, $service ) {
	if ( '' !== $slide['valid_from'] && $slide['valid_from'] > $day ) {
		return false;
	}
	if ( '' !== $slide['valid_to'] && $slide['valid_to'] < $day ) {
		return false;
	}
	return null === $service || ! $slide['delivery_service_ids'] || in_array( $service, $slide['delivery_service_ids'], true );
}

/** The slider term named by id or slug, or null. */
function sporta_find_slider( $id_or_slug ) {
	$term = ctype_digit( (string) $id_or_slug )
		? get_term( (int) $id_or_slug, 'slider' )
		: get_term_by( 'slug', $id_or_slug, 'slider' );
	return $term instanceof WP_Term ? $term : null;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'custom/v1',
			'/new_slides/(?P<slider>[a-z0-9_-]+)/(?P<timestamp>\d+)/(?P<n>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'args'                => array(
					'deliveryServiceId' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$slider = sporta_find_slider( $request['slider'] );
					if ( ! $slider ) {
						return new WP_Error( 'sporta_unknown_slider', 'Slider sconosciuto.', array( 'status' => 404 ) );
					}
					$timestamp = (int) $request['timestamp'];
					// Accept milliseconds too: JavaScript's Date.now() is the likely caller.
					if ( $timestamp > 100000000000 ) {
						$timestamp = intdiv( $timestamp, 1000 );
					}
					$day     = wp_date( 'Y-m-d', $timestamp );
					$service = null === $request['deliveryServiceId'] ? null : (int) $request['deliveryServiceId'];
					$limit   = max( 1, min( 50, (int) $request['n'] ) );

					$posts  = get_posts(
						array(
							'post_type'      => 'slide',
							'post_status'    => 'publish',
							'posts_per_page' => 200,
							'orderby'        => array(
								'menu_order' => 'ASC',
								'ID'         => 'ASC',
							),
							'tax_query'      => array(
								array(
									'taxonomy' => 'slider',
									'terms'    => $slider->term_id,
								),
							),
						)
					);
					$slides = array();
					foreach ( $posts as $post ) {
						$slide = sporta_slide_json( $post );
						if ( sporta_slide_is_shown( $slide, $day, $service ) ) {
							$slides[] = $slide;
						}
						if ( count( $slides ) >= $limit ) {
							break;
						}
					}
					return rest_ensure_response( $slides );
				},
			)
		);

		register_rest_route(
			'custom/v1',
			'/slides_by_id/(?P<ids>\d+(,\d+)*)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'callback'            => static function ( WP_REST_Request $request ) {
					$slides = array();
					foreach ( array_unique( array_map( 'intval', explode( ',', $request['ids'] ) ) ) as $id ) {
						$post = get_post( $id );
						if ( $post && 'slide' === $post->post_type && 'publish' === $post->post_status ) {
							$slides[] = sporta_slide_json( $post );
						}
					}
					return rest_ensure_response( $slides );
				},
			)
		);
	}
);
