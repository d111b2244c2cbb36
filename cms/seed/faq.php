<?php
/** FAQ in categories (routes /faq, /faq/{categoryName}, /faq/i-nostri-prodotti). */

$sporta_faq = array(
	'ordini'            => array(
		'Ordini',
		'Come si fa, si modifica o si annulla un ordine.',
		array(
			'Come faccio un ordine?'                            => '<p>Scegli il servizio (consegna a domicilio, ritiro in negozio o al locker), indica l’indirizzo o il punto vendita e prenota una fascia oraria. Poi aggiungi i prodotti al carrello e conferma l’ordine scegliendo il metodo di pagamento.</p>',
			'Posso modificare un ordine già confermato?'        => '<p>Sì, fino all’orario limite della fascia prenotata. Apri l’ordine in <a href="/profile/orders">I miei ordini</a> e scegli <strong>Modifica</strong>: l’ordine torna nel carrello, lo cambi e lo confermi di nuovo.</p>',
			'Come annullo un ordine?'                           => '<p>Dal dettaglio dell’ordine, finché non è in preparazione, scegli <strong>Annulla ordine</strong>. La pre-autorizzazione sulla carta viene rilasciata dalla banca entro pochi giorni.</p>',
			'C’è un importo minimo d’ordine?'                   => '<p>Per la consegna a domicilio l’importo minimo è 40 €. Per il ritiro in negozio e al locker non c’è un minimo.</p>',
		),
	),
	'consegna-e-ritiro' => array(
		'Consegna e ritiro',
		'Fasce orarie, zone servite, locker e ritiro in negozio.',
		array(
			'Come verifico se consegnate al mio indirizzo?'     => '<p>Inserisci l’indirizzo nella pagina <a href="/address-discovery">Verifica indirizzo</a>: ti mostriamo subito quali servizi sono disponibili in quella zona.</p>',
			'Quanto costa la consegna a domicilio?'             => '<p>La consegna costa 4,90 € ed è gratuita per ordini da 80 €. Il ritiro in negozio e al locker sono sempre gratuiti.</p>',
			'Cosa succede se non sono in casa alla consegna?'   => '<p>Il corriere ti chiama al numero indicato nell’ordine. Se non riesce a contattarti, la spesa torna al punto vendita e puoi ritirarla entro la chiusura del giorno successivo.</p>',
			'Come funziona il ritiro al locker?'                => '<p>Quando la spesa è pronta ricevi un’e-mail e un SMS con il codice di apertura. Gli scomparti sono refrigerati: i freschi e i surgelati restano alla giusta temperatura fino a 12 ore.</p>',
		),
	),
	'pagamenti'         => array(
		'Pagamenti',
		'Metodi accettati, addebiti e rimborsi.',
		array(
			'Quali metodi di pagamento accettate?'              => '<p>Carte di credito e di debito dei principali circuiti, carte prepagate e buoni pasto elettronici. Con la consegna agevolata puoi pagare anche alla consegna con carta tramite POS.</p>',
			'Quando viene addebitata la spesa?'                 => '<p>Alla conferma dell’ordine blocchiamo sulla carta il totale stimato più il 10%. L’addebito vero e proprio avviene dopo la preparazione, sull’importo effettivo.</p>',
			'Perché il totale è diverso da quello stimato?'     => '<p>I prodotti a peso variabile, come frutta, verdura e gastronomia, sono addebitati in base al peso reale. Anche un prodotto mancante o rifiutato alla consegna riduce il totale.</p>',
			'Come ricevo la fattura?'                           => '<p>Attiva la richiesta di fattura nel carrello prima di confermare l’ordine e inserisci i dati fiscali nel profilo. La fattura è disponibile nel dettaglio dell’ordine dopo la consegna.</p>',
		),
	),
	'account'           => array(
		'Account e carta fedeltà',
		'Registrazione, password, sicurezza e carta fedeltà.',
		array(
			'Ho dimenticato la password: cosa faccio?'          => '<p>Nella pagina di accesso scegli <strong>Password dimenticata</strong> e inserisci la tua e-mail: riceverai un link per sceglierne una nuova.</p>',
			'Come collego la carta fedeltà al mio account?'     => '<p>Vai in <a href="/profile/profile-update">Il mio profilo</a> e inserisci il numero della carta. Da quel momento i punti maturano anche sugli acquisti online.</p>',
			'Cos’è la sicurezza avanzata?'                      => '<p>È la verifica in due passaggi: a ogni accesso, dopo la password, inserisci un codice di 6 cifre che ti inviamo via e-mail. La attivi in <a href="/profile/advanced-security">Sicurezza Avanzata</a>.</p>',
			'Come cancello il mio account?'                     => '<p>Scrivi al servizio clienti dal modulo di segnalazione scegliendo l’argomento «Account e carta fedeltà». Cancelliamo i dati entro 30 giorni, salvo quelli che la legge ci obbliga a conservare.</p>',
		),
	),
	'i-nostri-prodotti' => array(
		'I nostri prodotti',
		'Freschezza, provenienza, allergeni e prodotti sostitutivi.',
		array(
			'Come scegliete frutta e verdura?'                  => '<p>Le scegliamo come faresti tu: il personale del reparto prepara la spesa al mattino con i prodotti arrivati in giornata e controlla maturazione e aspetto uno per uno.</p>',
			'Cosa sono i prodotti sostitutivi?'                 => '<p>Se un prodotto manca e hai accettato le alternative, lo sostituiamo con uno equivalente di prezzo pari o inferiore. Puoi sempre rifiutarlo alla consegna: non ti verrà addebitato.</p>',
			'Dove trovo ingredienti e allergeni?'               => '<p>Nella scheda di ogni prodotto confezionato e, per gastronomia e panetteria preparate in negozio, nel <a href="/page/libro-ingredienti">libro ingredienti</a>.</p>',
			'Le date di scadenza sono garantite?'               => '<p>Sì: i prodotti freschi consegnati hanno almeno 3 giorni di vita residua, quelli confezionati almeno un terzo della loro durata.</p>',
		),
	),
);

foreach ( $sporta_faq as $sporta_category_slug => list( $sporta_category_name, $sporta_category_description, $sporta_questions ) ) {
	$sporta_category = sporta_seed_term( 'faq_category', $sporta_category_slug, $sporta_category_name, $sporta_category_description );
	$sporta_order    = 0;
	foreach ( $sporta_questions as $sporta_question => $sporta_answer ) {
		sporta_seed_post(
			'faq',
			sanitize_title( $sporta_question ),
			array(
				'post_title'   => $sporta_question,
				'post_content' => $sporta_answer,
				'menu_order'   => ++$sporta_order,
			),
			array(),
			array( 'faq_category' => $sporta_category )
		);
	}
}
