<?php
/**
 * Classic menu locations and GET sporta/v1/menu-locations/{location}: the menu assigned to a
 * location as a tree (spec: account-and-services §7 "menu-locations/{location}"). Block themes
 * register no classic locations, so they are declared here.
 */

defined( 'ABSPATH' ) || exit;

const SPORTA_MENU_LOCATIONS = array(
	'header' => 'Menu principale (testata)',
	'footer' => 'Menu a piè di pagina',
);

add_action(
	'after_setup_theme',
	static function () {
		register_nav_menus( SPORTA_MENU_LOCATIONS );
	}
);

/** One menu item in the shape the route documents, children still empty. */
function sporta_menu_item_json( $item ) {
	return array(
		'id'          => (int) $item->ID,
		'parent'      => (int) $item->menu_item_parent,
		'order'       => (int) $item->menu_order,
		'title'       => html_entity_decode( $item->title, ENT_QUOTES, 'UTF-8' ),
		'url'         => (string) $item->url,
		'target'      => (string) $item->target,
		'attr_title'  => (string) $item->attr_title,
		'description' => (string) $item->description,
		'classes'     => array_values( array_filter( (array) $item->classes ) ),
		'type'        => (string) $item->type,
		'object'      => (string) $item->object,
		'object_id'   => (int) $item->object_id,
		'children'    => array(),
	);
}

/** Nests a flat, menu_order-sorted item list under each item's parent. */
function sporta_menu_tree( $items, $parent = 0 ) {
	$level = array();
	foreach ( $items as $item ) {
		if ( $item['parent'] === $parent ) {
			$item['children'] = sporta_menu_tree( $items, $item['id'] );
			$level[]          = $item;
		}
	}
	return $level;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'sporta/v1',
			'/menu-locations/(?P<location>[a-z0-9_-]+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'callback'            => static function ( WP_REST_Request $request ) {
					$location = $request['location'];
					if ( ! array_key_exists( $location, get_registered_nav_menus() ) ) {
						return new WP_Error( 'sporta_unknown_menu_location', 'Posizione del menu sconosciuta.', array( 'status' => 404 ) );
					}
					$locations = get_nav_menu_locations();
					$menu      = isset( $locations[ $location ] ) ? wp_get_nav_menu_object( $locations[ $location ] ) : false;
					if ( ! $menu ) {
						return rest_ensure_response( array() );
					}
					$items = wp_get_nav_menu_items( $menu->term_id, array( 'update_post_term_cache' => false ) );
					$items = array_map( 'sporta_menu_item_json', $items ? $items : array() );
					return rest_ensure_response( sporta_menu_tree( $items ) );
				},
			)
		);
	}
);
