<?php
/**
 * wp-config.php of Sporta's offline WordPress. cms/start.mjs copies this file into the site at
 * every start: edit cms/wp/wp-config.php, not the copy. Secrets live in ../wp-salts.php, outside
 * the served folder, written once per data dir.
 */

// The SQLite Database Integration drop-in (wp-content/db.php) reads these.
define( 'DB_ENGINE', 'sqlite' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );
define( 'DB_NAME', 'sporta' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

require __DIR__ . '/../wp-salts.php';

$table_prefix = 'wp_';

// The URL comes from the start script, so one data dir can be served on any port.
$sporta_url = getenv( 'SPORTA_WP_URL' ) ? getenv( 'SPORTA_WP_URL' ) : 'http://127.0.0.1:9400';
define( 'WP_HOME', $sporta_url );
define( 'WP_SITEURL', $sporta_url );

// Offline and local: no cron over HTTP, no updates, no theme/plugin file editor, no outgoing
// requests except to this host and the storefront's purge endpoint.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_EDIT', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
$sporta_purge_host = getenv( 'STOREFRONT_PURGE_URL' ) ? parse_url( getenv( 'STOREFRONT_PURGE_URL' ), PHP_URL_HOST ) : '';
if ( $sporta_purge_host ) {
	define( 'WP_ACCESSIBLE_HOSTS', $sporta_purge_host );
}

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
