<?php
/**
 * Installs WordPress into an empty database (first start, or after --reset). Environment: that of
 * cli.php plus SPORTA_ADMIN_USER, SPORTA_ADMIN_PASSWORD, SPORTA_ADMIN_EMAIL.
 */

define( 'WP_INSTALLING', true );
require __DIR__ . '/cli.php';

// No mail server here: skip the "your new site" e-mail.
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	exit( 0 );
}
$sporta_result = wp_install(
	'Sporta',
	getenv( 'SPORTA_ADMIN_USER' ),
	getenv( 'SPORTA_ADMIN_EMAIL' ),
	false,
	'',
	wp_slash( getenv( 'SPORTA_ADMIN_PASSWORD' ) )
);
if ( is_wp_error( $sporta_result ) ) {
	fwrite( STDERR, 'WordPress install failed: ' . $sporta_result->get_error_message() . "\n" );
	exit( 1 );
}
echo "WordPress installed.\n";
