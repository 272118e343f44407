// Async boundary (docs/architecture.md §3): shared singletons are negotiated before any of them is used.
import('./standalone/bootstrap');
