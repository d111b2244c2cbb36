<?php
/**
 * Settings for the offline WordPress that `npm start` runs on loopback. Each one is inert on a
 * real deployment served over https from a public host.
 */

defined( 'ABSPATH' ) || exit;

/** True when this site is served from a loopback address (the offline dev and test server). */
function sporta_is_loopback_site() {
	$host = wp_parse_url( home_url(), PHP_URL_HOST );
	return in_array( $host, array( '127.0.0.1', 'localhost', '::1', '[::1]' ), true );
}

// Core offers application passwords only over https or with WP_ENVIRONMENT_TYPE=local; the
// e2e suite edits content through REST with one, over plain http on loopback.
add_filter(
	'wp_is_application_passwords_available',
	static function ( $available ) {
		return $available || sporta_is_loopback_site();
	}
);

// No network here: skip the calls core makes to wordpress.org on admin screens.
if ( sporta_is_loopback_site() ) {
	add_filter( 'pre_site_transient_update_core', '__return_null' );
	add_filter( 'pre_site_transient_update_plugins', '__return_null' );
	add_filter( 'pre_site_transient_update_themes', '__return_null' );
	add_filter( 'pre_option_fresh_site', '__return_zero' );
	remove_action( 'admin_init', '_maybe_update_core' );
	remove_action( 'admin_init', '_maybe_update_plugins' );
	remove_action( 'admin_init', '_maybe_update_themes' );
}

// No mail server on the offline site: report mail as not sent instead of waiting on sendmail.
if ( sporta_is_loopback_site() ) {
	add_filter( 'pre_wp_mail', '__return_false' );
}
