<?php
/**
 * Plugin Name: Sporta content
 * Description: What the Sporta storefront reads from WordPress (spec: account-and-services §7
 *              "Content management"): content types, menus, slides, forms, the purge hook.
 * Version: 1.0.0
 *
 * Must-use plugin: loaded by wp-content/mu-plugins/sporta-loader.php, which cms/start.mjs writes.
 * Every route it adds is documented in cms/README.md; keep the two in step.
 */

defined( 'ABSPATH' ) || exit;

const SPORTA_CMS_VERSION = '1.0.0';

/** The forms' upload limit (spec: account-and-services §9 "Upload limit 5 MB"). */
const SPORTA_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

foreach ( array(
	'local-dev',
	'content-types',
	'rest-fields',
	'menus',
	'slides',
	'ingredients',
	'forms',
	'form-editor',
	'purge',
	'preview',
) as $sporta_part ) {
	require_once __DIR__ . '/includes/' . $sporta_part . '.php';
}
unset( $sporta_part );
