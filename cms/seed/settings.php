<?php
/** Site settings and removal of the sample content core installs. */

update_option( 'blogname', 'Sporta' );
update_option( 'blogdescription', 'La spesa online, a casa o in negozio' );
update_option( 'timezone_string', 'Europe/Rome' );
update_option( 'date_format', 'j F Y' );
update_option( 'time_format', 'H:i' );
update_option( 'start_of_week', 1 );
update_option( 'default_comment_status', 'closed' );
update_option( 'default_ping_status', 'closed' );
update_option( 'blog_public', 0 );

// Core's sample post and page, and its draft privacy page (its slug, privacy-policy, is ours).
foreach ( array( 'hello-world' => 'post', 'sample-page' => 'page', 'privacy-policy' => 'page' ) as $sporta_slug => $sporta_type ) {
	$sporta_sample = get_page_by_path( $sporta_slug, OBJECT, $sporta_type );
	if ( $sporta_sample && ( 'privacy-policy' !== $sporta_slug || 'draft' === $sporta_sample->post_status ) ) {
		wp_delete_post( $sporta_sample->ID, true );
	}
}

// Pretty permalinks: /wp-json/... routes need them.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules( false );
