<?php
/**
 * Idempotent seed helpers: each finds its item by slug (or location) and creates it only when
 * missing, so re-running the seed never duplicates content nor overwrites an editor's change.
 */

/** Creates a published post of $type named $slug unless one exists; returns its id. */
function sporta_seed_post( $type, $slug, array $fields, array $meta = array(), array $terms = array() ) {
	$existing = get_posts(
		array(
			'post_type'      => $type,
			'name'           => $slug,
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
		)
	);
	if ( $existing ) {
		return (int) $existing[0];
	}
	$image = $fields['image'] ?? null;
	unset( $fields['image'] );
	$id = wp_insert_post(
		wp_slash(
			array_merge(
				array(
					'post_type'   => $type,
					'post_name'   => $slug,
					'post_status' => 'publish',
				),
				$fields
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( "seed $type/$slug: " . $id->get_error_message() );
	}
	foreach ( $meta as $key => $value ) {
		update_post_meta( $id, $key, $value );
	}
	foreach ( $terms as $taxonomy => $term_ids ) {
		wp_set_object_terms( $id, array_map( 'intval', (array) $term_ids ), $taxonomy );
	}
	if ( $image ) {
		set_post_thumbnail( $id, $image );
	}
	return (int) $id;
}

/** Creates a term unless one with $slug exists; returns its id. */
function sporta_seed_term( $taxonomy, $slug, $name, $description = '', $parent = 0 ) {
	$term = get_term_by( 'slug', $slug, $taxonomy );
	if ( $term ) {
		return (int) $term->term_id;
	}
	$created = wp_insert_term(
		$name,
		$taxonomy,
		array(
			'slug'        => $slug,
			'description' => $description,
			'parent'      => $parent,
		)
	);
	if ( is_wp_error( $created ) ) {
		throw new RuntimeException( "seed term $taxonomy/$slug: " . $created->get_error_message() );
	}
	return (int) $created['term_id'];
}

/**
 * Puts one of seed/images into the media library unless it is there; returns the attachment id.
 * SVG is not an upload type core allows editors, so the file is copied, not uploaded.
 */
function sporta_seed_image( $file, $alt ) {
	$slug     = 'sporta-' . sanitize_title( pathinfo( $file, PATHINFO_FILENAME ) );
	$existing = get_posts(
		array(
			'post_type'      => 'attachment',
			'name'           => $slug,
			'post_status'    => 'inherit',
			'posts_per_page' => 1,
			'fields'         => 'ids',
		)
	);
	if ( $existing ) {
		return (int) $existing[0];
	}
	$uploads = wp_upload_dir();
	$target  = trailingslashit( $uploads['path'] ) . wp_unique_filename( $uploads['path'], $file );
	copy( __DIR__ . '/images/' . $file, $target );
	$id = wp_insert_attachment(
		array(
			'post_name'      => $slug,
			'post_title'     => $alt,
			'post_mime_type' => 'image/svg+xml',
			'post_status'    => 'inherit',
			'guid'           => trailingslashit( $uploads['url'] ) . basename( $target ),
		),
		$target,
		0,
		true
	);
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( "seed image $file: " . $id->get_error_message() );
	}
	$svg = (string) file_get_contents( $target );
	if ( preg_match( '/viewBox="0 0 (\d+) (\d+)"/', $svg, $size ) ) {
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => (int) $size[1],
				'height' => (int) $size[2],
				'file'   => _wp_relative_upload_path( $target ),
			)
		);
	}
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	return (int) $id;
}

/**
 * Creates a menu of nested custom links and assigns it to $location, unless the location already
 * has a menu. An item: array( title, url, [ 'children' => [...], 'classes' => '', 'target' => '' ] ).
 */
function sporta_seed_menu( $location, $name, array $items ) {
	$locations = get_nav_menu_locations();
	if ( ! empty( $locations[ $location ] ) && wp_get_nav_menu_object( $locations[ $location ] ) ) {
		return (int) $locations[ $location ];
	}
	$menu_id = wp_create_nav_menu( $name );
	if ( is_wp_error( $menu_id ) ) {
		throw new RuntimeException( "seed menu $name: " . $menu_id->get_error_message() );
	}
	sporta_seed_menu_items( $menu_id, $items, 0 );
	$locations[ $location ] = $menu_id;
	set_theme_mod( 'nav_menu_locations', $locations );
	return (int) $menu_id;
}

function sporta_seed_menu_items( $menu_id, array $items, $parent ) {
	foreach ( $items as $item ) {
		$id = wp_update_nav_menu_item(
			$menu_id,
			0,
			array(
				'menu-item-title'     => $item[0],
				'menu-item-url'       => $item[1],
				'menu-item-type'      => 'custom',
				'menu-item-status'    => 'publish',
				'menu-item-parent-id' => $parent,
				'menu-item-classes'   => $item['classes'] ?? '',
				'menu-item-target'    => $item['target'] ?? '',
				'menu-item-attr-title' => $item['attr_title'] ?? '',
			)
		);
		if ( ! empty( $item['children'] ) ) {
			sporta_seed_menu_items( $menu_id, $item['children'], $id );
		}
	}
}
