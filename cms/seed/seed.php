<?php
/**
 * Seeds Sporta's Italian content (cms/start.mjs runs it at every start). The content parts run
 * when the stored seed version is older than SPORTA_SEED_VERSION, i.e. on first start, after
 * --reset, or after a seed update; each part creates only what is missing. Then it makes sure the
 * admin has the application password recorded in <data dir>/credentials.json.
 * Environment: that of cms/wp/cli.php plus SPORTA_ADMIN_USER and SPORTA_DATA_DIR.
 */

define( 'SPORTA_SEEDING', true );
const SPORTA_SEED_VERSION = 2;

require dirname( __DIR__ ) . '/wp/cli.php';
require __DIR__ . '/lib.php';

$sporta_admin = get_user_by( 'login', getenv( 'SPORTA_ADMIN_USER' ) );
if ( ! $sporta_admin ) {
	fwrite( STDERR, 'No user ' . getenv( 'SPORTA_ADMIN_USER' ) . " to seed as.\n" );
	exit( 1 );
}
wp_set_current_user( $sporta_admin->ID );

if ( (int) get_option( 'sporta_seed_version', 0 ) < SPORTA_SEED_VERSION ) {
	foreach ( array( 'settings', 'pages', 'faq', 'home', 'tutorial', 'ingredients', 'menus', 'forms' ) as $sporta_part ) {
		require __DIR__ . '/' . $sporta_part . '.php';
	}
	update_option( 'sporta_seed_version', SPORTA_SEED_VERSION );
	echo "Seeded Sporta content (version " . SPORTA_SEED_VERSION . ").\n";
}

// WordPress keeps only a hash of an application password: the plain one is written once, here.
$sporta_credentials_file = getenv( 'SPORTA_DATA_DIR' ) . '/credentials.json';
$sporta_credentials      = is_file( $sporta_credentials_file ) ? json_decode( file_get_contents( $sporta_credentials_file ), true ) : array();
if ( empty( $sporta_credentials['applicationPassword'] ) ) {
	foreach ( WP_Application_Passwords::get_user_application_passwords( $sporta_admin->ID ) as $sporta_item ) {
		if ( 'sporta-dev' === $sporta_item['name'] ) {
			WP_Application_Passwords::delete_application_password( $sporta_admin->ID, $sporta_item['uuid'] );
		}
	}
	$sporta_created = WP_Application_Passwords::create_new_application_password( $sporta_admin->ID, array( 'name' => 'sporta-dev' ) );
	if ( is_wp_error( $sporta_created ) ) {
		fwrite( STDERR, 'Application password: ' . $sporta_created->get_error_message() . "\n" );
		exit( 1 );
	}
	$sporta_credentials['applicationPassword'] = WP_Application_Passwords::chunk_password( $sporta_created[0] );
}
$sporta_credentials['user'] = $sporta_admin->user_login;
file_put_contents( $sporta_credentials_file, wp_json_encode( $sporta_credentials, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" );
chmod( $sporta_credentials_file, 0600 );
