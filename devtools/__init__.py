"""Development tools that stand beside the product: the fake Discord the tests and benchmarks
run the bot against. They import the product; the product never imports them."""
