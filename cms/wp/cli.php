<?php
/**
 * Boots WordPress from the command line for install.php and the seed, as if a request had come
 * to SPORTA_WP_URL. Environment: SPORTA_SITE_DIR (the site folder), SPORTA_WP_URL.
 */

$sporta_url = parse_url( (string) getenv( 'SPORTA_WP_URL' ) );
if ( empty( $sporta_url['host'] ) || ! getenv( 'SPORTA_SITE_DIR' ) ) {
	fwrite( STDERR, "SPORTA_WP_URL and SPORTA_SITE_DIR must be set.\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']       = $sporta_url['host'] . ( isset( $sporta_url['port'] ) ? ':' . $sporta_url['port'] : '' );
$_SERVER['SERVER_NAME']     = $sporta_url['host'];
$_SERVER['SERVER_PORT']     = $sporta_url['port'] ?? 80;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

require getenv( 'SPORTA_SITE_DIR' ) . '/wp-load.php';
