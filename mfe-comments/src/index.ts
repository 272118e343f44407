// Async boundary (DESIGN §3): shared singletons are negotiated before any of them is used.
import('./standalone/bootstrap');
