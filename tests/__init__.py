"""The project's tests, in folders that follow the packages they test; tests/kit/ holds the helpers
they share and tests/data/ their data. A package, so that every test module, kit and the tests
that import one another are named from the root (tests.kit.databases, tests.store.test_store)."""
