<?php
/**
 * Tells the storefront to drop cached content when an editor changes it: one POST per request
 * that changed something, sent at the end of that request, to STOREFRONT_PURGE_URL with the shared
 * secret CONTENT_PURGE_SECRET in the X-Content-Purge-Secret header. Both come from the environment
 * (cms/start.mjs passes them) or from constants of the same name in wp-config.php. The request is
 * documented in cms/README.md ("Purge hook").
 */

defined( 'ABSPATH' ) || exit;

/** Post types whose changes the storefront shows => the type name sent in the purge. */
const SPORTA_PURGED_POST_TYPES = array(
	'page'              => 'page',
	'faq'               => 'faq',
	'slide'             => 'slide',
	'ux_block'          => 'ux_block',
	'tutorial_proposal' => 'tutorial',
	'ingredient_sheet'  => 'ingredient_sheet',
	'nav_menu_item'     => 'menu',
	'sporta_form'       => 'form',
);

const SPORTA_PURGED_TAXONOMIES = array(
	'faq_category' => 'faq_category',
	'slider'       => 'slider',
	'nav_menu'     => 'menu',
);

/** Meta keys whose change alters what the storefront shows. */
const SPORTA_PURGED_META_KEYS = array( 'seo_title', 'seo_description', 'testo_validit', 'link', 'valid_from', 'valid_to', 'delivery_service_ids', 'image_mobile', 'position', 'category_proposal_type', 'product_code', 'allergens', '_thumbnail_id', 'fields', 'form_number', 'form_key', 'success_message' );

/** A purge setting from wp-config.php constants, else the environment. */
function sporta_purge_setting( $name ) {
	if ( defined( $name ) ) {
		return (string) constant( $name );
	}
	$value = getenv( $name );
	return false === $value ? '' : $value;
}

/** Queues one change; the queue is sent once, at shutdown. Returns the queue. */
function sporta_purge_queue( $event = null ) {
	static $events    = array();
	static $scheduled = false;
	if ( null === $event ) {
		return $events;
	}
	if ( defined( 'SPORTA_SEEDING' ) || wp_installing() ) {
		return $events;
	}
	$events[ $event['type'] . ':' . $event['id'] ] = $event;
	if ( ! $scheduled ) {
		$scheduled = true;
		add_action( 'shutdown', 'sporta_purge_send' );
	}
	return $events;
}

/** Queues a post's change if the storefront can see the post (published now or before). */
function sporta_purge_post( WP_Post $post, $action, $was_published = false ) {
	if ( ! isset( SPORTA_PURGED_POST_TYPES[ $post->post_type ] ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	if ( ! $was_published && 'publish' !== $post->post_status ) {
		return;
	}
	$type = SPORTA_PURGED_POST_TYPES[ $post->post_type ];
	if ( 'menu' === $type ) {
		$menus = wp_get_object_terms( $post->ID, 'nav_menu' );
		foreach ( is_array( $menus ) ? $menus : array() as $menu ) {
			sporta_purge_menu( $menu->term_id );
		}
		return;
	}
	sporta_purge_queue(
		array(
			'type'   => $type,
			'id'     => $post->ID,
			'slug'   => $post->post_name,
			'action' => $action,
		)
	);
}

/** Queues a menu's change, naming the locations it is assigned to. */
function sporta_purge_menu( $menu_id ) {
	$menu = wp_get_nav_menu_object( $menu_id );
	sporta_purge_queue(
		array(
			'type'      => 'menu',
			'id'        => (int) $menu_id,
			'slug'      => $menu ? $menu->slug : '',
			'action'    => $menu ? 'updated' : 'deleted',
			'locations' => array_keys( array_filter( get_nav_menu_locations(), static fn( $id ) => (int) $id === (int) $menu_id ) ),
		)
	);
}

add_action(
	'transition_post_status',
	static function ( $new_status, $old_status, $post ) {
		$action = 'trash' === $new_status ? 'deleted' : ( 'publish' === $old_status ? 'updated' : 'published' );
		sporta_purge_post( $post, 'publish' === $new_status ? $action : 'unpublished', 'publish' === $old_status );
	},
	10,
	3
);

add_action(
	'before_delete_post',
	static function ( $post_id, $post ) {
		sporta_purge_post( $post, 'deleted' );
	},
	10,
	2
);

foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $sporta_hook ) {
	add_action(
		$sporta_hook,
		static function ( $meta_id, $post_id, $meta_key ) {
			$post = get_post( $post_id );
			if ( $post && in_array( $meta_key, SPORTA_PURGED_META_KEYS, true ) ) {
				sporta_purge_post( $post, 'updated' );
			}
		},
		10,
		3
	);
}
unset( $sporta_hook );

foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $sporta_hook ) {
	add_action(
		$sporta_hook,
		static function ( $term_id, $tt_id, $taxonomy ) use ( $sporta_hook ) {
			if ( ! isset( SPORTA_PURGED_TAXONOMIES[ $taxonomy ] ) ) {
				return;
			}
			if ( 'menu' === SPORTA_PURGED_TAXONOMIES[ $taxonomy ] ) {
				sporta_purge_menu( $term_id );
				return;
			}
			$term = get_term( $term_id, $taxonomy );
			sporta_purge_queue(
				array(
					'type'   => SPORTA_PURGED_TAXONOMIES[ $taxonomy ],
					'id'     => (int) $term_id,
					'slug'   => $term instanceof WP_Term ? $term->slug : '',
					'action' => 'delete_term' === $sporta_hook ? 'deleted' : 'updated',
				)
			);
		},
		10,
		3
	);
}
unset( $sporta_hook );

// Assigning a menu to a location changes the theme mods, not the menu.
add_action(
	'updated_option',
	static function ( $option, $old_value, $value ) {
		if ( 0 !== strpos( $option, 'theme_mods_' ) ) {
			return;
		}
		$before = is_array( $old_value ) ? ( $old_value['nav_menu_locations'] ?? array() ) : array();
		$after  = is_array( $value ) ? ( $value['nav_menu_locations'] ?? array() ) : array();
		if ( $before != $after ) { // phpcs:ignore Universal.Operators.StrictComparisons -- order-insensitive on purpose.
			foreach ( array_unique( array_merge( array_values( $before ), array_values( $after ) ) ) as $menu_id ) {
				sporta_purge_menu( $menu_id );
			}
		}
	},
	10,
	3
);

/** Sends the queued changes to the storefront; failures are logged, never shown to the editor. */
function sporta_purge_send() {
	$url    = sporta_purge_setting( 'STOREFRONT_PURGE_URL' );
	$secret = sporta_purge_setting( 'CONTENT_PURGE_SECRET' );
	$events = array_values( sporta_purge_queue() );
	if ( ! $events || '' === $url ) {
		return;
	}
	if ( '' === $secret ) {
		error_log( 'sporta purge: STOREFRONT_PURGE_URL is set but CONTENT_PURGE_SECRET is empty; not sent.' );
		return;
	}
	$response = wp_remote_post(
		$url,
		array(
			'timeout'     => 3,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type'           => 'application/json',
				'X-Content-Purge-Secret' => $secret,
			),
			'user-agent'  => 'Sporta-CMS/' . SPORTA_CMS_VERSION . '; ' . home_url(),
			'body'        => wp_json_encode(
				array(
					'source' => home_url(),
					'sentAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
					'events' => $events,
				)
			),
		)
	);
	$code = wp_remote_retrieve_response_code( $response );
	if ( is_wp_error( $response ) || $code < 200 || $code >= 300 ) {
		error_log( 'sporta purge: ' . $url . ' answered ' . ( is_wp_error( $response ) ? $response->get_error_message() : $code ) );
	}
}
