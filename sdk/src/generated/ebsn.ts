/**
 * generated — do not edit.
 * Types of /ebsn/api from openapi/ebsn.yaml, by sdk/scripts/generate.mjs (openapi-typescript).
 * Change the OpenAPI document and run `npx node sdk/scripts/generate.mjs`.
 */
export interface paths {
    "/cart/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's cart. */
        get: operations["viewCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds products (productId, quantity, optional deliveryWarehouseId, searchParams, infos.accept_alternatives, extra params). */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes quantities of lines (itemId, quantity, searchParams). */
        post: operations["updateCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes lines (itemId, productId). */
        post: operations["deleteFromCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/close": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes the cart (empties it, or cancels the edits of a reopened order). */
        post: operations["closeCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/add-all-from-order": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds every product of an order to the cart. */
        post: operations["addAllFromOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/add-all-from-wishlist": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds every product of a list to the cart. */
        post: operations["addAllFromWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/update-cart-info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets one cart info (e.g. need_invoice = "true"). */
        post: operations["updateCartInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/update-infos": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets infos of lines (e.g. accept_alternatives, custom_weight). */
        post: operations["updateCartItemInfos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/purchase-restriction": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The minimum purchase. */
        get: operations["getPurchaseRestriction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/delivery-fee/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Delivery-fee rows (range, fee). */
        get: operations["viewDeliveryFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart-giftcertificate/check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Checks a gift or discount code. */
        get: operations["checkGiftCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart-giftcertificate/add_code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies a gift or discount code to the cart. */
        post: operations["addGiftCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart-giftcertificate/remove_code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a gift or discount code from the cart. */
        post: operations["removeGiftCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/prepare": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freezes the cart before payment. The spec says "query params" without naming them. */
        post: operations["prepareCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/buy": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Places the order. */
        post: operations["buy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/prebilled-amount": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Pre-authorised amount (total + 30% of the variable-weight part + bag cost, shopping §9). */
        get: operations["getPrebilledAmount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packaging-type/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Packaging bags as products (data.products). */
        get: operations["listPackagingTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-type/list-auth": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Saved payment authorisations of a payment type (data.auths; item shape not shown). */
        get: operations["listPaymentAuths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs in; status 4 in the answer means the one-time-code step. Guarded by reCAPTCHA. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs out. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Who the session belongs to (top-level user.userId; -1 or 0 = nobody). */
        get: operations["testSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/mfa_enabled": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Whether the one-time code is on for the user. */
        get: operations["getMfaEnabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_mfa": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the one-time code on or off.
         * @description Sporta's reference backend confirms the change with a code mailed to the shopper, as at login: without mfa_pin it mails a code for that change and answers status 4; with the right code the setting changes (docs/adr/0012-mfa-change-confirmed-by-code.md).
         */
        post: operations["updateMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saml/do-login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Single sign-on (SAML) for back-office users — start, check, completion.
         * @description Without parameters beyond relay_state_url: data.redirectUrl, the identity provider's page, which comes back to relay_state_url. With checkUser: data.logged and, when signed in, the envelope's ssoUser. How the provider's answer reaches the API is not shown; it is modelled as SAML's HTTP-Artifact binding: the provider returns the browser with SAMLart, which the storefront's server hands over here (the session becomes the operator's, ssoUser in the envelope).
         */
        get: operations["samlLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saml/do-logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Single sign-on logout. */
        get: operations["samlLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social-redir/google": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Google sign-in, opened in a 600×600 popup (path under social-redir not shown; modelled). */
        get: operations["socialRedirectGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/social-redir/facebook": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Facebook sign-in, opened in a 600×600 popup (path under social-redir not shown; modelled).
         * @description Without `code`: `data.redirectUrl`, where the browser signs in with the provider. With the
         *     `code` the provider's return brings back: the shopper is signed in (as after auth/login).
         */
        get: operations["socialRedirectFacebook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timeslot/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Delivery days with their timeslots; a user id of -1 in the answer means not logged in. */
        get: operations["listTimeslots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timeslot/select": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sets the cart's timeslot. */
        get: operations["selectTimeslot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/delivery-service-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Addresses of a type, or of a delivery service near a point (data.addresses or data). */
        get: operations["listDeliveryServiceAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/preview": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** What choosing an address would do to the cart. */
        get: operations["previewAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/select": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the cart's address and delivery service. */
        post: operations["selectAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/list-store": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Pickup addresses of a store. */
        get: operations["listStoreAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's addresses. */
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** One address. */
        get: operations["viewAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the service covers an address (status 0 = covered). */
        post: operations["checkAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates or changes a home address. */
        post: operations["updateAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eurospin-address-form/save-new-address": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a new address through the chain's address form. */
        post: operations["saveNewAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-address/delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Deletes a home address. */
        get: operations["deleteAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/select": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the shopper's store. */
        post: operations["selectStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** All stores. */
        get: operations["listStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** One store with its delivery services. */
        get: operations["viewStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-proximity/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Stores offering services. */
        get: operations["listNearbyStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-proximity/localize": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Stores near a point. */
        get: operations["localizeStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-proximity/select": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Chooses a nearby store; the client reloads the cart afterwards. */
        get: operations["selectNearbyStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouse/find-by-coordinates": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The warehouse serving a point. */
        get: operations["findWarehouseByCoordinates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouse-locator/search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Every store of the chain for the store locator (observed; no session needed). */
        get: operations["searchWarehouses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The category tree (data.categories) or one category (data.category). */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category-block/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** One content block of a category (shape not shown). */
        get: operations["getCategoryBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Product list, search (q) or detail (slug) — one endpoint, mode chosen by parameters.
         * @description List and search answer `data = {page, products[], facets[]}`. With `slug` the answer's `data`
         *     is one bare product. Facet filters use each facet's `parameterName` as the query name
         *     (e.g. `vendor_id=124687`, `product_class_10000=10252`), repeated for several values.
         */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** One list with its items. */
        get: operations["viewWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's lists (data.personalList or data). */
        get: operations["listWishlists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/insert": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a list. */
        post: operations["createWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renames a list. */
        post: operations["renameWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes a list. */
        post: operations["deleteWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/select": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a list the default one. */
        post: operations["selectDefaultWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a list for an address. */
        post: operations["confirmWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/add_prod": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds products to a list. */
        post: operations["addToWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/update_prods": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes quantities in a list. */
        post: operations["updateWishlistItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/delete_prods": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes products from a list. */
        post: operations["deleteFromWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** One order with suborders. */
        get: operations["viewOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/invoice": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of a delivered order of the caller, as a PDF to save (not an envelope).
         * @description Served by the reference backend under /ebsn/api (reference-backend/routes/extras.ts); the
         *     storefront's proxy passes it on with `content-disposition: attachment`. Reading it changes
         *     nothing, so a saved link or a new tab may open it.
         */
        get: operations["downloadInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photo/{size}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product picture or a category icon (the reference backend's pictures; a real EBSN host serves them from its media host). */
        get: operations["productPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token-order/view": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** One order reached with an access token (no login). */
        get: operations["viewOrderByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's orders, 12 a page by default, newest delivery first. */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/list-for-all-user-shipping-addresses": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Orders of every shipping address of the user (order/suborder filters not named by the spec). */
        get: operations["listOrdersForAllShippingAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/list-for-all-person-orders": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Orders of every person of the account. */
        get: operations["listOrdersForAllPersons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/list-retry-payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Orders whose payment can be retried. */
        get: operations["listOrdersToRetryPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an order. */
        post: operations["deleteOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/modify": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopens an order for modification (cart status 7). */
        post: operations["modifyOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts the payment of an order. */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/modify-payment-type": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes an order's payment type. */
        post: operations["modifyOrderPaymentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/reserve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parking reservation for a pickup order. */
        post: operations["reserveParking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/note/order/add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a rating of an order. */
        post: operations["addOrderNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/note/order/update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a rating (when a noteId exists). */
        post: operations["updateOrderNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/note/list/": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ratings (request and answer shape not shown). */
        post: operations["listNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/registration_resend_email": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sends the confirmation e-mail again. */
        get: operations["resendRegistrationEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/user_detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's profile. */
        get: operations["getUserDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/social_user_detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Profile prefilled from a social account. */
        get: operations["getSocialUserDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_user_detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the profile. */
        post: operations["updateUserDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_person_info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets one person info. */
        post: operations["updatePersonInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_billing_address": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the billing address. */
        post: operations["updateBillingAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_contact": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes contact data. */
        post: operations["updateContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/register_user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a shopper. */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_username": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the username.
         * @description Asks the password in use (a wrong one is refused with the code PASSWORD_WRONG) and mails the account's current address that its login is changing (issue 37).
         */
        post: operations["updateUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/password_reset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sets a new password with a reset token. */
        get: operations["resetPassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/password_reset_token_request": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sends a reset link by e-mail. */
        get: operations["requestPasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/password_reset_token_check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Whether a reset token is valid (parameters not named by the spec; those of password_reset). */
        get: operations["checkPasswordResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_email": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Confirms a new e-mail with its token. */
        get: operations["confirmEmailUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_email_request": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Asks to change the e-mail.
         * @description Asks the password in use (a wrong one is refused with the code PASSWORD_WRONG), mails the link to the new address and tells the current address of the change (issue 37).
         */
        get: operations["requestEmailUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/update_password": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Changes the password. */
        get: operations["updatePassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/registration_confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Confirms a registration with the control code of the e-mail. */
        get: operations["confirmRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/user_anonymize": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Anonymises the account (after the token check). */
        get: operations["anonymizeUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/anonymize_token_request": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sends the anonymisation token. */
        get: operations["requestAnonymizeToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration/anonymize_token_check": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Checks the anonymisation token. */
        get: operations["checkAnonymizeToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/giftcertificate/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's gift certificates (list shape not shown). */
        get: operations["listGiftCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/giftcertificate/list-manual-assigned": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Gift certificates assigned by hand. */
        get: operations["listManualGiftCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-person-fiscal/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Billing identities (invoice data). */
        get: operations["listPersonFiscal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-person-fiscal/insert-billing-address": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a billing identity. */
        post: operations["insertBillingAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-person-fiscal/delete-person-fiscal": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Removes a billing identity. */
        get: operations["deletePersonFiscal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registration-disclaimer/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Consents asked at registration (default module type 2, store 5; account §9). */
        get: operations["listRegistrationDisclaimers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-registration-disclaimer/list-by-type": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's consents. */
        get: operations["listUserDisclaimers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-registration-disclaimer/check-disclaimer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Whether consents are missing. */
        get: operations["checkDisclaimers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-registration-disclaimer/update-disclaimer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves consents. */
        post: operations["updateDisclaimers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shopatwork/subscribe": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Workplace shopping subscription. */
        get: operations["subscribeShopAtWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper as the chain's module sees them. */
        get: operations["getModuleUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-registration/register_user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a shopper with the chain's module. */
        post: operations["moduleRegisterUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/change-password": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password for a loyalty code.
         * @description Needs the proof the change is the shopper's, as update_password: the old password (a wrong one is refused with the code PASSWORD_WRONG) or a reset token mailed to them. The shopper's other sessions end (issue 37).
         */
        post: operations["moduleChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/request-reset-password": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sends a password-reset e-mail. */
        get: operations["moduleRequestPasswordReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-registration/registration_confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Confirms a registration (or a new e-mail) with its control code. */
        get: operations["moduleConfirmRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/update-user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the profile in the chain's module. */
        post: operations["moduleUpdateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/update-email": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the e-mail. */
        post: operations["moduleUpdateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/update-credentials": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password. */
        post: operations["moduleUpdateCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-registration/pdv_list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Stores (PDV) a shopper can choose at registration. */
        get: operations["modulePdvList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/update_password": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Changes the password (older route). */
        get: operations["moduleUpdatePassword"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/check-user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks registration data before registering. */
        post: operations["moduleCheckUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/generate-fiscal-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Computes the Italian tax code. */
        get: operations["moduleGenerateFiscalCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/get-id-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Identity code from birth data.
         * @description The fiscal code of a shopper born abroad (birthCountry). The spec lists no gender, but a woman's code adds 40 to the day of birth: Sporta sends it, a server that ignores it computes a man's code.
         */
        get: operations["moduleGetIdCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/account/update-info-user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Sets loyalty card and tax code. */
        get: operations["moduleUpdateInfoUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-registration/facilitated_delivery": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests facilitated delivery (legal id 4; attachment up to 5 MB).
         * @description A multipart upload: the shopper's data, the reason, consent 4 and the certificate (a PDF, JPG or PNG of at most 5 MB; a larger one is answered 413 with the envelope's 'L'allegato non deve superare i 5MB').
         */
        post: operations["moduleRequestFacilitatedDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-module-controller/control": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Which module a user belongs to. */
        get: operations["moduleControl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-address-class-controller/set-address-class-id": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Assigns an address class (999 = facilitated delivery) before selecting the address. */
        get: operations["moduleSetAddressClass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/iperal-registration/reporting_form": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer-reporting form. */
        post: operations["moduleSendReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/geo/country-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Countries. */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/geo/province-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Provinces. */
        get: operations["listProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/geo/city-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Cities of a province. */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/geo/address-suggestions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Street suggestions (Lombardy only, account §7). */
        get: operations["suggestAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/geo/code-belfiore": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Cadastral (Belfiore) code of a city. */
        get: operations["getBelfioreCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/poste/province-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Provinces (postal service). */
        get: operations["listPosteProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/poste/city-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Cities of a province (postal service). */
        get: operations["listPosteCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/poste/get-istat-code": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** ISTAT code of a place. */
        get: operations["getIstatCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-iperal/poste/address-suggestions": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Street suggestions (postal service). */
        get: operations["suggestPosteAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/externalregistration/register": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Registers a device for push notifications. */
        get: operations["registerDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/externalregistration/unregister": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Stops push notifications to a device. */
        get: operations["unregisterDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-lifetime/user_info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customer-lifetime information of a user. */
        post: operations["sendCustomerLifetime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest app version, checked every 600000 ms (a plain JSON file, no envelope).
         * @description The shape is Sporta's (the spec only says "a version.json resource exists"). `version` is the latest release of the shop (web build and app alike), a semantic version (`MAJOR.MINOR.PATCH`, optional `-pre.release`); a running build older than it offers the update dialog, on the web a reload, in the app its store page. `minVersion`, the oldest version the API still serves, is informative; other fields may follow and are ignored. A value that is not a version never prompts.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-messages/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's messages, newest first, and how many are unread. */
        get: operations["listUserMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-messages/unread": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** How many of the shopper's messages are unread (the top bar's badge); a guest has 0, never 419. */
        get: operations["countUnreadUserMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-messages/mark-read": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of the shopper's messages read (again is no change); another's is refused. */
        post: operations["markUserMessageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/backoffice-access/sso-login": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A back-office user signs in to act as a customer. */
        post: operations["backofficeLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso-auth/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the back-office session. */
        post: operations["backofficeLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-search/list_user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Searches customers (user type 2). */
        get: operations["searchCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-search/select_user": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Acts as the chosen customer. */
        get: operations["selectCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketingcloud/contact-key": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marketing-cloud contact key of a channel address. */
        post: operations["getMarketingContactKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/marketingcloud/remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a marketing-cloud contact. */
        post: operations["removeMarketingContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description One message of the envelope. Errors and warnings carry `error`, infos carry `info`. */
        ResponseMessage: {
            error?: string;
            info?: string;
            /** @description Server message code; translated by the client when a text exists (shopping §8). */
            code?: string;
        };
        /** @description The `response` part of every answer. `status` 0 is success; errors arrive inside HTTP 200. */
        ResponseStatus: {
            /** @description 0 success; 4 after auth/login = the one-time-code step (shopping §4). */
            status: number;
            errors?: components["schemas"]["ResponseMessage"][];
            errorsMessage?: string[];
            warnings?: components["schemas"]["ResponseMessage"][];
            warningsMessage?: string[];
            infos?: components["schemas"]["ResponseMessage"][];
            infosMessage?: string[];
        };
        /** @description Optional top-level user (observed on auth/test); userId -1 or 0 = not logged in. */
        EnvelopeUser: {
            userId?: number;
            login?: string;
            profileConfirmed?: boolean;
        };
        /** @description Every answer of /ebsn/api. `data` holds the payload of the call. */
        Envelope: {
            response: components["schemas"]["ResponseStatus"];
            /** @description Payload; its shape is given per operation. */
            data?: unknown;
            user?: components["schemas"]["EnvelopeUser"];
            ssoUser?: components["schemas"]["SsoUser"];
        };
        /** @description The cart at another address or service (account §7 user-address/preview): its fee and the lines it could not deliver, by availability code (shopping §4: 1, 3, 5, 6). */
        AddressPreview: {
            addressId?: number;
            deliveryServiceId?: number;
            warehouseId?: number;
            minimumPurchase?: number;
            deliveryFee?: number;
            totalPrice?: number;
            unavailableItems?: {
                itemId: string;
                cartItemAvaliabilityId?: number;
            }[];
            timeslot?: {
                date?: string;
                timeslotId?: number;
                beginTime?: string;
                endTime?: string;
            };
        };
        UserMessage: {
            messageId: number;
            title: string;
            body: string;
            /** @enum {string} */
            bodyFormat: "text" | "html";
            /** Format: date-time */
            sentAt: string;
            read: boolean;
        };
        User: {
            /** @description Above -1 means logged in (account §4). */
            userId: number;
            login?: string;
            email?: string;
            firstName?: string;
            lastName?: string;
            userType?: {
                userTypeId?: number | string;
            };
            betaTester?: string | number | boolean;
            hasFavorites?: boolean;
            companyId?: number | null;
            profile?: {
                level?: number;
            };
            legals?: {
                legalId?: number;
            }[];
            crmUserSegments?: {
                crmSegment?: {
                    crmSegmentId?: number;
                };
            }[];
            giftCertificatesReceived?: unknown[] | number | null;
            defaultStoreAddress?: {
                addressId?: number;
            };
            defaultDeliveryAddressId?: number;
            profileConfirmed?: boolean;
        };
        SsoUser: {
            username?: string;
            roles?: string[];
        };
        LoginData: {
            user: components["schemas"]["User"];
            cartId?: number;
        };
        /** @description Product infos; every value is a string, "true"/"1" included (observed §3.4, shopping §3). */
        ProductInfos: {
            /** @description Pezzo, Confezione or Sfuso. */
            TIPOLOGIA?: string;
            WEIGHT_SELLING?: string;
            WEIGHT_UNIT_SELLING?: string;
            WEIGHT_UNIT_BASE?: string;
            QTY_MULT?: string;
            QTY_LOCKED?: string;
            STEP_SELLING?: string;
            MAXACQ?: string;
            MINACQ?: string;
            LEAD_TIME?: string;
            DAY_LOCK?: string;
            PRODUCT_LOCK_CUTOFF?: string;
            USER_DISABLED?: string;
            IS_REPLACEABLE?: string;
        } & {
            [key: string]: string;
        };
        WarehousePromo: {
            warehousePromoId?: number;
            warehousePromoTypeId?: number;
            discountPerc?: number;
            promoType?: string;
            cashDeskPromo?: boolean;
            /** @description dd/MM/yyyy */
            validityDate?: string;
            /** @description dd/MM/yyyy */
            expireDate?: string;
            selectable?: boolean;
            view?: {
                cssClass?: string;
                body?: string;
                /** @description HTML */
                header?: string;
                selectablePromoText?: string;
                promoOther?: {
                    nPrice?: number;
                    m?: number;
                };
            };
        };
        SelectOption: {
            name?: string;
            parameterName?: string;
            selected?: string | null;
            options?: {
                key?: string;
                value?: string;
            }[];
        };
        Product: {
            id?: number;
            productId: number;
            code?: string;
            codeVariant?: string;
            name: string;
            /** @description Often the brand. */
            shortDescr?: string;
            /** @description Pack size text. */
            description?: string;
            descr?: string;
            slug?: string;
            itemUrl?: string;
            categoryId?: number;
            mediaURL?: string;
            mediaURLMedium?: string;
            media?: {
                medium?: string;
                type?: string;
            }[];
            /** @description List price; null without a session on some sites. */
            price?: number | null;
            /** @description Price actually paid (promo included). */
            priceDisplay?: number;
            /** @description Struck-through price; present only when a promo applies. */
            priceStandardDisplay?: number;
            /** @description Price per unit of measure (unitMeasureBase.um). */
            priceUmDisplay?: number;
            /** @description The unit of priceUmDisplay (observed §3.3), e.g. KG or L. */
            unitMeasureBase?: {
                umId?: number;
                um?: string;
                umDes?: string;
            };
            priceUnitDisplay?: string;
            weightUnitDisplay?: string;
            minAcq?: number;
            available?: number;
            barcode?: string;
            vendor?: {
                vendorId?: number;
                name?: string;
            };
            ivaCategory?: {
                ivaCategoryId?: number;
                code?: string;
                descr?: string;
                /** @description A string, e.g. "0.04". */
                ivaPct?: string;
            };
            productInfos?: components["schemas"]["ProductInfos"];
            warehousePromo?: components["schemas"]["WarehousePromo"];
            selectOptions?: components["schemas"]["SelectOption"][];
            deliveryWarehouse?: {
                warehouseId?: number;
                name?: string;
            };
            productClassRuleMax?: {
                productClassName?: string;
                max?: number;
                unit?: string;
            };
            /** @description Root to leaf. The reference backend also sends each category's id and slug. */
            breadCrumbs?: {
                name?: string;
                categoryId?: number;
                slug?: string;
            }[];
            /** @description Detail only; characteristics such as Biologico, shown as certifications (observed §3.3). */
            productClasses?: {
                productClassId?: number;
                name?: string;
            }[];
            /** @description Detail only; product_description.* values are HTML strings. */
            metaData?: Record<string, never>;
        };
        Page: {
            selPage: number;
            totPages: number;
            totItems: number;
            itemsPerPage: number;
        };
        Facet: {
            name?: string;
            /** @description The query parameter that filters by this facet. */
            parameterName?: string;
            paramType?: string;
            values?: {
                id?: number;
                name?: string;
                description?: string;
                priority?: string;
                /** @description A number written as a string. */
                count?: string;
                filteredCount?: string;
            }[];
        };
        ProductList: {
            page: components["schemas"]["Page"];
            products: components["schemas"]["Product"][];
            facets?: components["schemas"]["Facet"][];
        };
        Category: {
            categoryId: number;
            name: string;
            slug?: string;
            parentId?: number;
            itemUrl?: string;
            /** @description Products under the category (not shown by the spec; modelled, 0 = empty). */
            productCount?: number;
            categories?: components["schemas"]["Category"][];
            children?: components["schemas"]["Category"][];
            categoryBlocks?: Record<string, never>[];
            metaData?: {
                category_info?: {
                    ICON?: string;
                    TITLE?: string;
                    /** @description A content category's subtitle (the timeslot selector's, shopping §2). */
                    DESCRIPTION?: string;
                    /** @description A category group's per-group maximum of units, across its products, as a whole number in text (shopping §9, shown as a tooltip on the group). */
                    MAXACQ?: string;
                };
            };
        };
        /** @description data.categories (tree) or data.category (one, by slug or id). */
        CategoryData: {
            categories?: components["schemas"]["Category"][];
            category?: components["schemas"]["Category"];
        };
        Address: {
            addressId: number;
            addressName?: string;
            address1?: string;
            addressNumber?: string;
            city?: string;
            province?: string;
            postalCode?: string;
            /** @description home or store */
            addressType?: string;
            /** @description 2 home, 3 store, 5 locker (shopping §9). */
            addressTypeId?: number;
            deliveryServiceId?: number;
            zoneId?: number;
            autoAssigned?: boolean;
            latitude?: number;
            longitude?: number;
            addressClass?: {
                addressClassId?: number;
            }[];
            storeId?: number;
            warehouseId?: number;
            /** @description The shopper's preferred address or store (the star). */
            isDefault?: boolean;
            /** @description Tied to facilitated delivery (class 999): no edit, no delete. */
            facilitated?: boolean;
            /** @description Metres from the point asked for, when one was given. */
            distance?: number;
            doorbellName?: string;
            addressNote?: string;
            floor?: string;
            elevator?: boolean;
            doorbellNumber?: string;
            apartmentNumber?: string;
            referencePhoneNumber?: string;
        };
        /** @description Address body of user-address/check and update; fields of account §2 "Address form". */
        AddressInput: {
            addressId?: number;
            addressName?: string;
            city?: string;
            province?: string;
            postalCode?: string;
            address1?: string;
            addressNumber?: string;
            doorbellName?: string;
            addressNote?: string;
            floor?: string;
            elevator?: boolean;
            doorbellNumber?: string;
            apartmentNumber?: string;
            referencePhoneNumber?: string;
            latitude?: number;
            longitude?: number;
        };
        CartTimeslot: {
            date?: string;
            timeslotId?: number;
            beginTime?: string;
            endTime?: string;
            name?: string;
            autoAssigned?: boolean;
        };
        CartItem: {
            itemId: number | string;
            cartItemId?: number | string;
            product: components["schemas"]["Product"];
            quantity: number;
            weight?: number;
            grossTotal?: number;
            cartItemInsertionTypeId?: number;
            /** @description 1 lead time, 3 day lock, 5 lock cutoff, 6 AxB cutoff; absent = available. */
            cartItemAvaliabilityId?: number;
            cartItemInfo?: {
                [key: string]: string;
            };
        };
        Sector: {
            name?: string;
            size?: number;
            cartItems?: components["schemas"]["CartItem"][];
        };
        /** @description Gift certificate on a cart or of a user; the list shape is not shown in the spec. */
        GiftCertificate: {
            giftCertificateId?: number;
            userGiftCertificateId?: number;
            /** @description What remove_code takes (not in the spec) */
            code?: string;
            name?: string;
            description?: string;
            giftTotal?: number;
        };
        Cart: {
            cartId: number;
            /** @description 7 = an order reopened for modification. */
            cartStatusId?: number;
            user?: components["schemas"]["User"];
            store?: {
                storeId?: number;
            };
            warehouse?: {
                warehouseId?: number;
            };
            shippingAddress?: components["schemas"]["Address"];
            timeslot?: components["schemas"]["CartTimeslot"];
            forcedPreviewDate?: string | null;
            cartItems?: components["schemas"]["CartItem"][];
            sectors?: components["schemas"]["Sector"][];
            totalItems?: number;
            totalPrice?: number;
            totalPriceVariable?: number;
            packageTotal?: number;
            /** @description The delivery fee charged (0 when free or not home delivery). */
            deliveryFee?: number;
            /** @description Discount codes and gift certificates, as a positive amount. */
            giftCertificatesTotal?: number;
            /** @description What the shopper pays: items + bags + delivery fee − discounts ('TOTALE'). */
            grossTotal?: number;
            order?: {
                orderId?: number;
            } | null;
            giftCertificates?: components["schemas"]["GiftCertificate"][];
            giftCertificatesToGenerate?: components["schemas"]["GiftCertificate"][];
            orderPackages?: {
                orderPackageId?: number;
                quantity?: number;
                totalPrice?: number;
                package?: {
                    descr?: string;
                    cost?: number;
                };
            }[];
            cartInfos?: {
                [key: string]: string;
            };
            orderAdjustmentSummary?: {
                orderAdjustments?: {
                    orderItemId?: number;
                    userGiftCertificateId?: number;
                    giftCertificate?: components["schemas"]["GiftCertificate"];
                }[];
            };
        };
        CartItemsInput: {
            items: ({
                productId?: number;
                itemId?: number | string;
                quantity?: number;
                weight?: number;
                deliveryWarehouseId?: number;
                /** @description The listing's search the product was added from (its words q and filters). */
                searchParams?: {
                    [key: string]: string;
                };
                infos?: {
                    [key: string]: string | boolean | number;
                };
            } & {
                [key: string]: unknown;
            })[];
        };
        DeliveryFeeData: {
            deliveryFeeRows?: {
                range?: number;
                fee?: number;
            }[];
        };
        PurchaseRestriction: {
            minimumPurchase?: number;
        };
        Timeslot: {
            timeslotId: number;
            beginTime?: string;
            endTime?: string;
            /**
             * @description empty = available (shopping §4).
             * @enum {string}
             */
            status?: "empty" | "intermediate" | "full";
            active?: number;
            promoName?: string | null;
            selected?: boolean;
            userGiftCertificates?: {
                giftCertificate?: {
                    name?: string;
                };
            }[];
            metaData?: {
                timeslot_info?: {
                    EXPAND?: string | boolean;
                    SHOW_STANDARD_DELIVERY_TAG?: string | boolean;
                    /** @description What the slot's name means, said in the selector (issue 38). */
                    DESCRIPTION?: string;
                };
            };
        };
        TimeslotDay: {
            dateIso: string;
            dayId?: number;
            timeslots: components["schemas"]["Timeslot"][];
        };
        DeliveryService: {
            deliveryServiceId?: number;
            name?: string;
            descr?: string;
            showTab?: boolean;
        };
        Store: {
            storeId?: number;
            name?: string;
            /** @description Where the store is; the registration page's store choice names it (account §3 PDV). */
            city?: string;
            deliveryServices?: components["schemas"]["DeliveryService"][];
        };
        Warehouse: {
            warehouseId?: number;
            name?: string;
            slug?: string;
            address?: {
                addressName?: string;
                address1?: string;
                addressNumber?: string;
                city?: string;
                province?: string;
                postalcode?: string;
                latitude?: number;
                longitude?: number;
            };
            metaData?: Record<string, never> | null;
            serviceHours?: {
                default?: {
                    /** @description 1 Sunday, 2 Monday … */
                    beginWeekDay?: number;
                    beginHour?: string;
                    endHour?: string;
                }[];
            };
        };
        WishlistItem: {
            itemId?: number | string;
            product?: components["schemas"]["Product"];
            quantity?: number;
            weight?: number;
        };
        Wishlist: {
            id?: number;
            listId?: number;
            name?: string;
            size?: number;
            isDefault?: boolean;
            sharingData?: {
                /** @description READ lists cannot be edited. */
                grant?: string;
            };
            wishlistItems?: components["schemas"]["WishlistItem"][];
            wishlistInactiveItems?: components["schemas"]["WishlistItem"][];
        };
        WishlistItemsInput: {
            wishlistId: number;
            hash?: string;
            items: {
                productId?: number;
                itemId?: number | string;
                quantity?: number;
                weight?: number;
                infos?: Record<string, never>;
            }[];
        };
        SuborderItem: {
            orderItemId?: number;
            product?: components["schemas"]["Product"];
            quantity?: number;
            weight?: number;
            grossTotal?: number;
        };
        Suborder: {
            suborderId?: number;
            suborderItems?: components["schemas"]["SuborderItem"][];
        };
        Order: {
            orderId: number;
            /** @description Status ids of shopping §4 (3 ordered … 13 failed). */
            orderStatusId?: number;
            orderStatusDescr?: string;
            grossTotal?: number;
            itemsTotal?: number;
            packageTotal?: number;
            deliveryFee?: number;
            giftCertificatesTotal?: number;
            deliveryServiceId?: number;
            /** @description The delivery day, YYYY-MM-DD. */
            deliveryDate?: string;
            /** @description When the order was placed (ISO 8601 instant). */
            createdDate?: string;
            /** @description How many lines the order has. */
            totalItems?: number;
            /** @description The order that replaced this one (listed only with show_replaced). */
            replacedByOrderId?: number;
            timeslot?: components["schemas"]["CartTimeslot"];
            shippingAddress?: components["schemas"]["Address"];
            suborders?: components["schemas"]["Suborder"][];
            /** @description The order may be reopened for modification (order/modify). */
            isEditable?: boolean;
            /** @description The order may be cancelled (order/delete). */
            isDeletable?: boolean;
            /** @description The card payment failed or is pending: it may be paid again (order/payment). */
            isPayable?: boolean;
            /** @description A parking spot may be reserved for it (order/reserve). */
            isParkable?: boolean;
            /** @description e.g. failed, pending, authorized, to_pay. */
            paymentStatus?: string;
            /** @description The parking spot reserved for the pickup, when one is. */
            parkingReservation?: {
                reservedAt?: string;
                distance?: number;
                reservationInfo?: string;
                parkingSpot?: string;
            } | null;
            /** @description Where the invoice PDF is (delivered orders only). */
            invoiceUrl?: string;
            /** @description The shopper's rating of the order, when she gave one (note/order/add|update). */
            note?: {
                noteId?: number;
                rating?: number | null;
                text?: string;
            } | null;
            /** @description How the order is paid (the cart's payment type). */
            paymentTypeId?: number;
            /** @description The payment type of the order, by its id and its name as the shop shows it. */
            paymentType?: {
                paymentTypeId?: number;
                name?: string;
            };
        };
        OrderList: {
            page?: components["schemas"]["Page"];
            orders?: components["schemas"]["Order"][];
        };
        /** @description Registration and profile payload. The spec names these facts but not the exact fields (account §3). */
        PersonDetail: {
            person?: {
                firstName?: string;
                lastName?: string;
                gender?: string;
                birthDate?: string;
                birthPlace?: string;
                fiscalCode?: string;
            };
            email?: string;
            password?: string;
            /** @description social_user_detail only, the social provider whose account says these data (google, facebook). */
            provider?: string;
            fidelityCard?: string;
            defaultStoreAddressId?: number;
            phone?: string;
            /** @description The store (PDV) chosen at registration, from iperal-registration/pdv_list. */
            storeId?: number;
            /** @description The shopper's address given at registration (Sporta's registration page). */
            address?: {
                [key: string]: unknown;
            };
            /** @description Consents given, by registrationDisclaimerId. */
            disclaimers?: {
                [key: string]: boolean;
            };
        } & {
            [key: string]: unknown;
        };
        Disclaimer: {
            registrationDisclaimerId?: number;
            descr?: string;
            required?: boolean;
            value?: string | boolean | null;
        };
        /** @description Entry of a lookup list (countries, provinces, cities, streets). */
        NameValue: {
            id?: number | string;
            name?: string;
            code?: string;
            /** @description Where a town or street is, when the lookup knows (not shown in the spec; Sporta's address discovery needs a point for warehouse/find-by-coordinates and is told when absent). */
            latitude?: number;
            longitude?: number;
        };
        SearchedUser: {
            userId?: number;
            login?: string;
            codInt?: string;
            firstName?: string;
            lastName?: string;
        };
        /** @description A payload the spec does not show; kept open. */
        Open: {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The session expired. The client clears its session values and asks for a new login (account §8). */
        SessionExpired: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Envelope whose `data` the spec does not show. */
        Envelope: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"];
            };
        };
        /** @description Envelope with the cart. */
        Cart: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["Cart"];
                };
            };
        };
        /** @description Envelope with data.user (and often a top-level user). */
        User: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        user?: components["schemas"]["User"];
                    };
                };
            };
        };
        /** @description Envelope with the minimum purchase. */
        PurchaseRestriction: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["PurchaseRestriction"];
                };
            };
        };
        /** @description Envelope with the delivery-fee rows. */
        DeliveryFee: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["DeliveryFeeData"];
                };
            };
        };
        /** @description Envelope with data.products. */
        Products: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        products?: components["schemas"]["Product"][];
                    };
                };
            };
        };
        /** @description Envelope with the days and their timeslots. */
        TimeslotDays: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["TimeslotDay"][];
                };
            };
        };
        /** @description Envelope with data.addresses, or the addresses as data itself (both seen in the spec). */
        Addresses: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        addresses?: components["schemas"]["Address"][];
                    } | components["schemas"]["Address"][];
                };
            };
        };
        /** @description Envelope with the cart as it would be at the chosen address and service. */
        AddressPreview: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["AddressPreview"];
                };
            };
        };
        /** @description Envelope with one address. */
        Address: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["Address"];
                };
            };
        };
        /** @description Envelope with stores (list shape not shown; data.stores or an array). */
        Stores: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        stores?: components["schemas"]["Store"][];
                    } | components["schemas"]["Store"][];
                };
            };
        };
        /** @description Envelope with one store. */
        Store: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["Store"];
                };
            };
        };
        /** @description Envelope with data.warehouses. */
        Warehouses: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        warehouses?: components["schemas"]["Warehouse"][];
                    };
                };
            };
        };
        /** @description Envelope with data.categories or data.category. */
        Category: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["CategoryData"];
                };
            };
        };
        /** @description Envelope with one list. */
        Wishlist: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["Wishlist"];
                };
            };
        };
        /** @description Envelope with data.personalList, or the lists as data itself. */
        Wishlists: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        personalList?: components["schemas"]["Wishlist"][];
                    } | components["schemas"]["Wishlist"][];
                };
            };
        };
        /** @description Envelope with one order. */
        Order: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["Order"];
                };
            };
        };
        /** @description Envelope with a page of orders. */
        OrderList: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["OrderList"];
                };
            };
        };
        /** @description Envelope with the profile (fields not shown in the spec). */
        PersonDetail: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["PersonDetail"];
                };
            };
        };
        /** @description Envelope with consents (list shape not shown; data.disclaimers or an array). */
        Disclaimers: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        disclaimers?: components["schemas"]["Disclaimer"][];
                    } | components["schemas"]["Disclaimer"][];
                };
            };
        };
        /** @description Envelope with a lookup list (shape not shown; an array of entries or an object). */
        NameValues: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: components["schemas"]["NameValue"][] | components["schemas"]["Open"];
                };
            };
        };
        /** @description Envelope with a page of customers. */
        SearchedUsers: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        page?: components["schemas"]["Page"];
                        users?: components["schemas"]["SearchedUser"][];
                    };
                };
            };
        };
        /** @description Envelope with the shopper's messages, newest first, and the unread count. */
        UserMessages: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        messages: components["schemas"]["UserMessage"][];
                        unread: number;
                    };
                };
            };
        };
        /** @description Envelope with the count of unread messages. */
        UnreadUserMessages: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        unread: number;
                    };
                };
            };
        };
        /** @description Envelope with the message marked read and the unread count after it. */
        UserMessageRead: {
            headers: {
                "x-ebsn-session": components["headers"]["EbsnSession"];
                "x-ebsn-account": components["headers"]["EbsnAccount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        messageId: number;
                        read: boolean;
                        unread: number;
                    };
                };
            };
        };
    };
    parameters: {
        /** @description Client kind. */
        EbsnClient: "site";
        /** @description Client version. */
        EbsnVersion: string;
        /** @description Installation id, 32 hex characters. */
        EbsnClientUuid: string;
        /** @description Interface language. */
        AcceptLanguage: string;
        /** @description From configuration; groups cart lines by sector. */
        ShowSectors: boolean;
        OrderId: number;
        ListId: number;
        ListName: string;
        /** @description Gift or discount code. */
        Code: string;
        PaymentTypeId: number;
        /** @description JSON text. */
        PaymentData: string;
        AddressId: number;
        /** @description home, store or locker. */
        AddressTypeOptional: string;
        StoreId: number;
        StoreIdOptional: number;
        Latitude: number;
        Longitude: number;
        LatitudeOptional: number;
        LongitudeOptional: number;
        /** @description Metres. */
        Distance: number;
        /** @description Delivery service ids joined by commas. */
        Services: string;
        OrderBy: string;
        /** @description Store/day/slot scope, e.g. w0d0t0 (observed). */
        Hash: string;
        CalculateStock: boolean;
        Page: number;
        PageSize: number;
        ShowReplaced: boolean;
        ShowHistory: boolean;
        EMail: string;
        EMailOptional: string;
        Login: string;
        RegControlCode: string;
        /** @description The password in use, the proof that the shopper asks the change. */
        CurrentPassword: string;
        RegistrationModuleTypeId: number;
        CodInt: string;
        PersonName: string;
        PersonSurname: string;
        /** @description dd/mm/yyyy */
        BirthDate: string;
        Province: string;
        Filter: string;
        IdLocalita: string;
        Platform: string;
        DeviceUuid: string;
    };
    requestBodies: {
        CartItems: {
            content: {
                "application/json": components["schemas"]["CartItemsInput"];
            };
        };
        WishlistItems: {
            content: {
                "application/json": components["schemas"]["WishlistItemsInput"];
            };
        };
        Address: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        PersonDetail: {
            content: {
                "application/json": components["schemas"]["PersonDetail"];
            };
        };
        Note: {
            content: {
                "application/json": {
                    noteId?: number;
                    orderId?: number;
                    rating?: number;
                    text?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        /** @description A body the spec does not show. */
        Open: {
            content: {
                "application/json": components["schemas"]["Open"];
            };
        };
    };
    headers: {
        /** @description New session value; the client stores it and sends it back as `x-ebsn-session`. */
        EbsnSession: string;
        /** @description New account value; the client stores it and sends it back as `x-ebsn-account`. */
        EbsnAccount: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    viewCart: {
        parameters: {
            query?: {
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    addToCart: {
        parameters: {
            query?: {
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CartItems"];
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateCart: {
        parameters: {
            query?: {
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CartItems"];
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    deleteFromCart: {
        parameters: {
            query?: {
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CartItems"];
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    closeCart: {
        parameters: {
            query: {
                cart_id: number;
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    addAllFromOrder: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    addAllFromWishlist: {
        parameters: {
            query: {
                list_id: components["parameters"]["ListId"];
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateCartInfo: {
        parameters: {
            query?: {
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    property: string;
                    value: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateCartItemInfos: {
        parameters: {
            query?: {
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CartItems"];
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getPurchaseRestriction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PurchaseRestriction"];
            419: components["responses"]["SessionExpired"];
        };
    };
    viewDeliveryFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeliveryFee"];
            419: components["responses"]["SessionExpired"];
        };
    };
    checkGiftCode: {
        parameters: {
            query: {
                /** @description Gift or discount code. */
                code: components["parameters"]["Code"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    addGiftCode: {
        parameters: {
            query: {
                /** @description Gift or discount code. */
                code: components["parameters"]["Code"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    removeGiftCode: {
        parameters: {
            query: {
                /** @description Gift or discount code. */
                code: components["parameters"]["Code"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    prepareCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    buy: {
        parameters: {
            query: {
                user_payment_auth_id?: number;
                payment_type_id: components["parameters"]["PaymentTypeId"];
                /** @description JSON text. */
                payment_data?: components["parameters"]["PaymentData"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getPrebilledAmount: {
        parameters: {
            query: {
                payment_type_id: components["parameters"]["PaymentTypeId"];
                order_id?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listPackagingTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Products"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listPaymentAuths: {
        parameters: {
            query: {
                payment_type_id: components["parameters"]["PaymentTypeId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope with data.auths. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            auths?: components["schemas"]["Open"][];
                        };
                    };
                };
            };
            419: components["responses"]["SessionExpired"];
        };
    };
    login: {
        parameters: {
            query?: {
                /** @description reCAPTCHA token, appended by the client on configured endpoints. */
                token_recaptcha?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The e-mail, trimmed. */
                    login: string;
                    password: string;
                    remember_me?: boolean;
                    show_sectors?: boolean;
                    /** @description The 6-digit one-time code. */
                    mfa_pin?: string;
                    resend_mfa_pin?: boolean;
                    /** @description Captcha token. */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Envelope with data.user and data.cartId; the account value in the `x-ebsn-account` header. */
            200: {
                headers: {
                    "x-ebsn-session": components["headers"]["EbsnSession"];
                    "x-ebsn-account": components["headers"]["EbsnAccount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginData"];
                    };
                };
            };
            /** @description reCAPTCHA did not trust the browser (observed). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            419: components["responses"]["SessionExpired"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    testSession: {
        parameters: {
            query?: {
                operation?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getMfaEnabled: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateMfa: {
        parameters: {
            query: {
                enabled: boolean;
                /** @description The 6-digit code mailed for this change. */
                mfa_pin?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    samlLogin: {
        parameters: {
            query?: {
                relay_state_url?: string;
                checkUser?: boolean;
                SAMLart?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    samlLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    socialRedirectGoogle: {
        parameters: {
            query?: {
                code?: string;
                "use-plugin"?: boolean;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    socialRedirectFacebook: {
        parameters: {
            query?: {
                code?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listTimeslots: {
        parameters: {
            query?: {
                "show-closed"?: boolean;
                "check-locker"?: boolean;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TimeslotDays"];
            419: components["responses"]["SessionExpired"];
        };
    };
    selectTimeslot: {
        parameters: {
            query: {
                /** @description dateIso of the day. */
                sel_date: string;
                timeslot_id: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listDeliveryServiceAddresses: {
        parameters: {
            query?: {
                /** @description home, store or locker. */
                address_type?: components["parameters"]["AddressTypeOptional"];
                delivery_service_id?: number;
                latitude?: components["parameters"]["LatitudeOptional"];
                longitude?: components["parameters"]["LongitudeOptional"];
                /** @description Metres. */
                distance?: components["parameters"]["Distance"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Addresses"];
            419: components["responses"]["SessionExpired"];
        };
    };
    previewAddress: {
        parameters: {
            query: {
                address_type: string;
                address_id: number;
                delivery_service_id: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AddressPreview"];
            419: components["responses"]["SessionExpired"];
        };
    };
    selectAddress: {
        parameters: {
            query: {
                address_type: string;
                address_id: number;
                delivery_service_id: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listStoreAddresses: {
        parameters: {
            query: {
                store_id: components["parameters"]["StoreId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Addresses"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listAddresses: {
        parameters: {
            query?: {
                /** @description home, store or locker. */
                address_type?: components["parameters"]["AddressTypeOptional"];
                default_drive?: boolean;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Addresses"];
            419: components["responses"]["SessionExpired"];
        };
    };
    viewAddress: {
        parameters: {
            query: {
                address_id: components["parameters"]["AddressId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Address"];
            419: components["responses"]["SessionExpired"];
        };
    };
    checkAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Address"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Address"];
        responses: {
            200: components["responses"]["Address"];
            419: components["responses"]["SessionExpired"];
        };
    };
    saveNewAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Address"];
        responses: {
            200: components["responses"]["Address"];
            419: components["responses"]["SessionExpired"];
        };
    };
    deleteAddress: {
        parameters: {
            query: {
                address_id: components["parameters"]["AddressId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    selectStore: {
        parameters: {
            query: {
                store_id: components["parameters"]["StoreId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listStores: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Stores"];
            419: components["responses"]["SessionExpired"];
        };
    };
    viewStore: {
        parameters: {
            query: {
                store_id: components["parameters"]["StoreId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Store"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listNearbyStores: {
        parameters: {
            query?: {
                /** @description Delivery service ids joined by commas. */
                services?: components["parameters"]["Services"];
                orderby?: components["parameters"]["OrderBy"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    localizeStores: {
        parameters: {
            query: {
                latitude: components["parameters"]["Latitude"];
                longitude: components["parameters"]["Longitude"];
                /** @description Delivery service ids joined by commas. */
                services?: components["parameters"]["Services"];
                orderby?: components["parameters"]["OrderBy"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    selectNearbyStore: {
        parameters: {
            query: {
                store_id: components["parameters"]["StoreId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    findWarehouseByCoordinates: {
        parameters: {
            query: {
                latitude: components["parameters"]["Latitude"];
                longitude: components["parameters"]["Longitude"];
                /** @description Metres. */
                distance?: components["parameters"]["Distance"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    searchWarehouses: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Warehouses"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getCategory: {
        parameters: {
            query?: {
                filtered?: boolean;
                depth?: number;
                slug?: string;
                categoryId?: number;
                skip_cache?: boolean;
                q?: string;
                /** @description Store/day/slot scope, e.g. w0d0t0 (observed). */
                hash?: components["parameters"]["Hash"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Category"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getCategoryBlock: {
        parameters: {
            query: {
                categoryBlockId: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getProducts: {
        parameters: {
            query?: {
                parent_category_id?: number;
                q?: string;
                slug?: string;
                barcode?: string;
                page?: number;
                page_size?: number;
                /**
                 * @description Empty for relevance; `pri_asc` / `pri_des` (price), `alf_asc` / `alf_des` (name), as the
                 *     storefront sends them. `pum_asc`: the price paid per kg or l (`priceUmDisplay`), cheapest
                 *     first, products without one last (Sporta's reference backend; real EBSN sites were seen
                 *     sending only empty and `rank`).
                 */
                sort?: string;
                promo?: boolean;
                new_product?: boolean;
                /** @description The products on a price cut only (promoType tapvis; shopping §3 Filters). */
                TP?: boolean;
                /** @description The products the shopper bought before, in her orders; none for a guest (shopping §3 Filters). */
                preferred?: boolean;
                /** @description Store/day/slot scope, e.g. w0d0t0 (observed). */
                hash?: components["parameters"]["Hash"];
                /** @description Facet filters by parameterName; arrays are repeated (`vendor_id=1&vendor_id=2`). */
                facets?: {
                    [key: string]: (string | number)[];
                };
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Envelope with a product page (list, search) or one product (slug). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ProductList"] | components["schemas"]["Product"];
                    };
                };
            };
            419: components["responses"]["SessionExpired"];
        };
    };
    viewWishlist: {
        parameters: {
            query: {
                list_id: components["parameters"]["ListId"];
                calculate_stock?: components["parameters"]["CalculateStock"];
                /** @description From configuration; groups cart lines by sector. */
                show_sectors?: components["parameters"]["ShowSectors"];
                wishlist_type_id?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Wishlist"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listWishlists: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Wishlists"];
            419: components["responses"]["SessionExpired"];
        };
    };
    createWishlist: {
        parameters: {
            query: {
                name: components["parameters"]["ListName"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Wishlist"];
            419: components["responses"]["SessionExpired"];
        };
    };
    renameWishlist: {
        parameters: {
            query: {
                list_id: components["parameters"]["ListId"];
                name: components["parameters"]["ListName"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Wishlist"];
            419: components["responses"]["SessionExpired"];
        };
    };
    deleteWishlist: {
        parameters: {
            query: {
                list_id: components["parameters"]["ListId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    selectDefaultWishlist: {
        parameters: {
            query: {
                list_id: components["parameters"]["ListId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    confirmWishlist: {
        parameters: {
            query: {
                address_id: components["parameters"]["AddressId"];
                list_id: components["parameters"]["ListId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    addToWishlist: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WishlistItems"];
        responses: {
            200: components["responses"]["Wishlist"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateWishlistItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WishlistItems"];
        responses: {
            200: components["responses"]["Wishlist"];
            419: components["responses"]["SessionExpired"];
        };
    };
    deleteFromWishlist: {
        parameters: {
            query?: {
                calculate_stock?: components["parameters"]["CalculateStock"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["WishlistItems"];
        responses: {
            200: components["responses"]["Wishlist"];
            419: components["responses"]["SessionExpired"];
        };
    };
    viewOrder: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
                show_replaced?: components["parameters"]["ShowReplaced"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Order"];
            419: components["responses"]["SessionExpired"];
        };
    };
    downloadInvoice: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No such delivered order of the caller: an envelope with the error 'Errore apertura fattura' (errors.invoiceOpen), which the storefront says in place of the file. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"];
                };
            };
            419: components["responses"]["SessionExpired"];
        };
    };
    productPicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                size: "thumb" | "large" | "icon";
                /** @description A product's id with `.jpg` (thumb, large), or an icon's name with `.svg` (icon). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture (a product's photo is a JPEG, as the real API's are). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/svg+xml": string;
                };
            };
            /** @description No such picture. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    viewOrderByToken: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
                access_token: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Order"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
                /** @description Each order with its suborders' items. */
                fetch_detail?: boolean;
                /** @description false leaves out the orders still in validation (statuses 1 and 2); absent or true lists them. */
                show_pending?: boolean;
                /** @description true also lists the orders replaced by a later version (replacedByOrderId); absent or false leaves them out. */
                show_replaced?: boolean;
                /** @description Orders delivered on or after this day: YYYY-MM-DD (dd/mm/yyyy is also accepted). */
                from_date?: string;
                /** @description Orders delivered on or before this day, as from_date. */
                to_date?: string;
                /** @description Orders whose grossTotal is at least this (euros). */
                from_gross_total?: number;
                /** @description Orders whose grossTotal is at most this (euros). */
                to_gross_total?: number;
                /** @description Orders of this delivery service (deliveryServiceId: 1 pickup, 2 home delivery, 10000 and 10002 lockers). */
                order_type?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderList"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listOrdersForAllShippingAddresses: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
                fetch_detail?: boolean;
                shipping_address_id_filter?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderList"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listOrdersForAllPersons: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
                fetch_detail?: boolean;
                shipping_address_id_filter?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderList"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listOrdersToRetryPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderList"];
            419: components["responses"]["SessionExpired"];
        };
    };
    deleteOrder: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    modifyOrder: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cart"];
            419: components["responses"]["SessionExpired"];
        };
    };
    payOrder: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    modifyOrderPaymentType: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
                payment_type_id: components["parameters"]["PaymentTypeId"];
                user_payment_auth_id?: number;
                /** @description JSON text. */
                payment_data?: components["parameters"]["PaymentData"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    reserveParking: {
        parameters: {
            query: {
                order_id: components["parameters"]["OrderId"];
                /** @description Metres. */
                distance?: components["parameters"]["Distance"];
                reservation_info?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    addOrderNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Note"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateOrderNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Note"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Open"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    resendRegistrationEmail: {
        parameters: {
            query: {
                e_mail: components["parameters"]["EMail"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getUserDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PersonDetail"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getSocialUserDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PersonDetail"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateUserDetail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PersonDetail"];
        responses: {
            200: components["responses"]["PersonDetail"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updatePersonInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personInfoTypeId: number;
                    value: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateBillingAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Open"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Open"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PersonDetail"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateUsername: {
        parameters: {
            query: {
                username: string;
                /** @description The password in use, the proof that the shopper asks the change. */
                password: components["parameters"]["CurrentPassword"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    resetPassword: {
        parameters: {
            query: {
                e_mail?: components["parameters"]["EMailOptional"];
                reset_token: string;
                password: string;
                login?: components["parameters"]["Login"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: {
                e_mail?: components["parameters"]["EMailOptional"];
                fiscal_code?: string;
                login?: components["parameters"]["Login"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    checkPasswordResetToken: {
        parameters: {
            query?: {
                e_mail?: components["parameters"]["EMailOptional"];
                reset_token?: string;
                login?: components["parameters"]["Login"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    confirmEmailUpdate: {
        parameters: {
            query: {
                token: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    requestEmailUpdate: {
        parameters: {
            query: {
                new_email: string;
                /** @description The password in use, the proof that the shopper asks the change. */
                password: components["parameters"]["CurrentPassword"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updatePassword: {
        parameters: {
            query: {
                old_password: string;
                new_password: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    confirmRegistration: {
        parameters: {
            query: {
                e_mail: components["parameters"]["EMail"];
                reg_control_code: components["parameters"]["RegControlCode"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    anonymizeUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    requestAnonymizeToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    checkAnonymizeToken: {
        parameters: {
            query: {
                login: string;
                token: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listGiftCertificates: {
        parameters: {
            query?: {
                show_history?: components["parameters"]["ShowHistory"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listManualGiftCertificates: {
        parameters: {
            query?: {
                show_history?: components["parameters"]["ShowHistory"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listPersonFiscal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    insertBillingAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Open"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    deletePersonFiscal: {
        parameters: {
            query: {
                person_fiscal_id: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listRegistrationDisclaimers: {
        parameters: {
            query?: {
                store_id?: components["parameters"]["StoreIdOptional"];
                registration_module_type_id?: components["parameters"]["RegistrationModuleTypeId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Disclaimers"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listUserDisclaimers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Disclaimers"];
            419: components["responses"]["SessionExpired"];
        };
    };
    checkDisclaimers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    updateDisclaimers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Open"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    subscribeShopAtWork: {
        parameters: {
            query: {
                subscriptionCode: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getModuleUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PersonDetail"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleRegisterUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PersonDetail"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleChangePassword: {
        parameters: {
            query: {
                cod_int: components["parameters"]["CodInt"];
                new_password: string;
                old_password?: string;
                reset_token?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleRequestPasswordReset: {
        parameters: {
            query: {
                email: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleConfirmRegistration: {
        parameters: {
            query: {
                reg_control_code: components["parameters"]["RegControlCode"];
                new_email?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleUpdateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PersonDetail"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleUpdateEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Email: string;
                    Password: string;
                    UniqueId?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleUpdateCredentials: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    OldPassword: string;
                    NewPassword: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    modulePdvList: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Stores"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleUpdatePassword: {
        parameters: {
            query: {
                old_password: string;
                new_password: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleCheckUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PersonDetail"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleGenerateFiscalCode: {
        parameters: {
            query: {
                name: components["parameters"]["PersonName"];
                surname: components["parameters"]["PersonSurname"];
                gender: string;
                /** @description dd/mm/yyyy */
                birthDate: components["parameters"]["BirthDate"];
                istat_code_province?: string;
                id_localita?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleGetIdCode: {
        parameters: {
            query: {
                name: components["parameters"]["PersonName"];
                surname: components["parameters"]["PersonSurname"];
                /** @description dd/mm/yyyy */
                birthDate: components["parameters"]["BirthDate"];
                gender?: string;
                birthCity?: string;
                birthCountry?: string;
                birthZipCode?: string;
                birthForeignProvince?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleUpdateInfoUser: {
        parameters: {
            query?: {
                fidelity?: string;
                fiscalcode?: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleRequestFacilitatedDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    firstName: string;
                    lastName: string;
                    fiscalCode?: string;
                    phone?: string;
                    reason: string;
                    /**
                     * @description Consent 4 given.
                     * @enum {string}
                     */
                    consent: "true";
                    /**
                     * Format: binary
                     * @description PDF, JPG or PNG, at most 5 MB.
                     */
                    attachment: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Envelope"];
            413: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleControl: {
        parameters: {
            query: {
                user_id: number;
                registration_module_type_id?: components["parameters"]["RegistrationModuleTypeId"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleSetAddressClass: {
        parameters: {
            query: {
                address_id: components["parameters"]["AddressId"];
                address_class_id: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    moduleSendReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Open"];
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listProvinces: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listCities: {
        parameters: {
            query: {
                province: components["parameters"]["Province"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    suggestAddresses: {
        parameters: {
            query: {
                province: components["parameters"]["Province"];
                city: string;
                partialAddress: string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getBelfioreCode: {
        parameters: {
            query: {
                cityId: number | string;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listPosteProvinces: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    listPosteCities: {
        parameters: {
            query: {
                id_province: number | string;
                filter?: components["parameters"]["Filter"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getIstatCode: {
        parameters: {
            query: {
                istat_code_province: string;
                id_localita: components["parameters"]["IdLocalita"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    suggestPosteAddresses: {
        parameters: {
            query: {
                id_localita: components["parameters"]["IdLocalita"];
                filter?: components["parameters"]["Filter"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NameValues"];
            419: components["responses"]["SessionExpired"];
        };
    };
    registerDevice: {
        parameters: {
            query: {
                external_id: string;
                model?: string;
                platform: components["parameters"]["Platform"];
                platform_version?: string;
                manufacturer?: string;
                uuid: components["parameters"]["DeviceUuid"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    unregisterDevice: {
        parameters: {
            query: {
                platform: components["parameters"]["Platform"];
                uuid: components["parameters"]["DeviceUuid"];
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    sendCustomerLifetime: {
        parameters: {
            query: {
                userId: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 5.11.11 */
                        version: string;
                        /** @example 5.0.0 */
                        minVersion?: string;
                        /** Format: date */
                        releaseDate?: string;
                        notes?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No version file is published. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listUserMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserMessages"];
            419: components["responses"]["SessionExpired"];
        };
    };
    countUnreadUserMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnreadUserMessages"];
            419: components["responses"]["SessionExpired"];
        };
    };
    markUserMessageRead: {
        parameters: {
            query: {
                messageId: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserMessageRead"];
            419: components["responses"]["SessionExpired"];
        };
    };
    backofficeLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    backoffice_user: string;
                    password?: string;
                    otp?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["User"];
            419: components["responses"]["SessionExpired"];
        };
    };
    backofficeLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    searchCustomers: {
        parameters: {
            query?: {
                q?: string;
                cod_int?: string;
                page?: components["parameters"]["Page"];
                page_size?: components["parameters"]["PageSize"];
                sort?: string;
                user_type_id?: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SearchedUsers"];
            419: components["responses"]["SessionExpired"];
        };
    };
    selectCustomer: {
        parameters: {
            query: {
                user_id: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            419: components["responses"]["SessionExpired"];
        };
    };
    getMarketingContactKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ChannelAddressList?: string[];
                    MaximumCount?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
    removeMarketingContact: {
        parameters: {
            query: {
                contactKey: string;
                userId: number;
            };
            header?: {
                /** @description Client kind. */
                "x-ebsn-client"?: components["parameters"]["EbsnClient"];
                /** @description Client version. */
                "x-ebsn-version"?: components["parameters"]["EbsnVersion"];
                /** @description Installation id, 32 hex characters. */
                "x-ebsn-client-uuid"?: components["parameters"]["EbsnClientUuid"];
                /** @description Interface language. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Envelope"];
            419: components["responses"]["SessionExpired"];
        };
    };
}
