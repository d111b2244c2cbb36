<?php
/**
 * Router for PHP's built-in server (`php -S 127.0.0.1:PORT -t SITE router.php`), standing in for
 * the web server rules WordPress expects: real files are served as they are, everything else goes
 * to index.php (pretty permalinks, /wp-json/). Never served: dot-files (.ht.sqlite), the database
 * and form-attachment folders, wp-config.php, PHP under uploads.
 */

$sporta_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( preg_match( '~(^|/)\.|^/wp-content/(database|sporta-forms)(/|$)|^/wp-config\.php$|^/wp-content/uploads/.*\.ph(p|ar|tml)~i', $sporta_path ) ) {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Not Found\n";
	return true;
}

$sporta_file = $_SERVER['DOCUMENT_ROOT'] . $sporta_path;
if ( '/' !== $sporta_path && ( is_file( $sporta_file ) || is_file( rtrim( $sporta_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
