"""The ui's kernel, which every message and control stands on: the ports onto the services,
the cards, answers, refusals and the words a person reads."""
