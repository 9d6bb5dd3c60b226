"""A database password never reaches a person's eyes: every form of URL, in any text."""

import pytest

from bot.store.redaction import REDACTED, hide_passwords, hide_passwords_of, passwords_in

# (text, its passwords as written, what must still be shown to say which server is meant)
FORMS = [
    ("postgresql://sho:hunter2@db.example:5432/sho", ["hunter2"], "@db.example:5432/sho"),
    ("postgres://sho:hunter2@db.example/sho", ["hunter2"], "postgres://sho:"),
    ("postgresq://sho:hunter2@db.example/sho", ["hunter2"], "postgresq://sho:"),
    ("postgresql://sho:1234@db/sho", ["1234"], "@db/sho"),
    ("postgresql://:hunter2@db/sho", ["hunter2"], "@db/sho"),
    ("postgresql://sho:p%40ss%2Fw%3Frd@db/sho", ["p%40ss%2Fw%3Frd", "p@ss/w?rd"], "@db/sho"),
    ("postgresql://sho:p@ss/w?rd#1@db/sho", ["p@ss/w?rd#1"], "@db/sho"),
    ("postgresql://sho:/hunter2@db/sho", ["/hunter2"], "@db/sho"),
    ("postgresql://sho@h1:5432,h2:5433/sho?password=hunter2", ["hunter2"], "h2:5433/sho?"),
    ("postgresql://sho@db/sho?sslmode=require&password=hunter2", ["hunter2"], "sslmode=require"),
    ("postgresql://sho@db/sho?password=hunter2&sslmode=require", ["hunter2"], "&sslmode=require"),
    ("postgresql://sho@db/sho?password=hun%26ter2", ["hun%26ter2", "hun&ter2"], "@db/sho"),
    ("postgresql://sho@db/sho?password=hun&ter2", ["hun&ter2"], "@db/sho"),
    ("postgresql://sho@db/sho?pass%77ord=hunter2", ["hunter2"], "pass%77ord="),
    ("postgresql://sho@db/sho?PASSWORD=hunter2", ["hunter2"], "PASSWORD="),
    ("postgresql://sho@db/sho?sslpassword=keyphrase9", ["keyphrase9"], "sslpassword="),
    ("host=db user=sho password=hunter2 dbname=sho", ["hunter2"], "dbname=sho"),
    ("host=db password = hunter2 dbname=sho", ["hunter2"], "dbname=sho"),
    ("host=db password='hun ter2' dbname=sho", ["hun ter2"], "dbname=sho"),
    ('host=db password="hun ter2" dbname=sho', ["hun ter2"], "dbname=sho"),
    ("host=db password='hun ter2 dbname=sho", ["hun ter2 dbname=sho"], "host=db"),
    ("PGPASSWORD=hunter2 python -m bot", ["hunter2"], "python -m bot"),
    ("proxy at https://me:hunter2@proxy.example:3128/ failed", ["hunter2"], "proxy.example:3128"),
]


@pytest.mark.parametrize(("text", "passwords", "shown"), FORMS)
def test_every_form_of_password_is_hidden(text: str, passwords: list[str], shown: str) -> None:
    hidden = hide_passwords(text)
    for password in passwords:
        assert password not in hidden
    assert "hunter2" not in hidden
    assert REDACTED in hidden
    assert shown in hidden


@pytest.mark.parametrize(("text", "passwords", "shown"), FORMS)
def test_the_passwords_are_found_as_written_and_decoded(
    text: str, passwords: list[str], shown: str
) -> None:
    assert set(passwords) <= set(passwords_in(text))


@pytest.mark.parametrize(("text", "passwords", "shown"), FORMS)
def test_hiding_twice_changes_nothing_more(text: str, passwords: list[str], shown: str) -> None:
    once = hide_passwords(text)
    assert hide_passwords(once) == once


@pytest.mark.parametrize(
    "text",
    [
        "postgresql://sho@db.example:5432/sho",
        "PATCH http://127.0.0.1:8080/api/v10/webhooks/1/x/messages/@original returned 200",
        "GET https://discord.com:443/api/v10/users/@me has received {}",
        "host=db user=sho passfile=/run/pgpass dbname=sho",
        "game 12: Dawa threw 5 and 6; password nowhere",
    ],
)
def test_text_without_a_password_is_left_alone(text: str) -> None:
    assert hide_passwords(text) == text
    assert passwords_in(text) == []


def test_a_parsers_quoted_piece_of_the_password_is_hidden_too() -> None:
    url = "postgresql://sho:hunter/2x@db/sho"
    # What int() says when urllib reads the password's raw / as the end of host:port.
    message = "invalid literal for int() with base 10: 'hunter'; host 'db' from 'mysql'"
    hidden = hide_passwords_of(url, message)
    assert "hunter" not in hidden
    assert "'db'" in hidden
    assert "'mysql'" in hidden
    assert hide_passwords_of(url, f"could not use {url}") == (
        f"could not use postgresql://sho:{REDACTED}@db/sho"
    )
