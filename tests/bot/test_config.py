"""Settings come from the environment, fail with one clear sentence, and never show the token."""

from pathlib import Path

import pytest

from bot.config import ConfigError, Settings, load_settings
from bot.store.shards import Shards
from bot.table.config import TableConfig
from bot.table.errors import InvalidInputError

TOKEN = "MTIz.secret-token-value.abc"


def settings(**env: str) -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": TOKEN, **env})


def test_defaults_apply_when_only_the_token_is_set() -> None:
    s = settings()
    assert s.token == TOKEN
    assert s.db_path == Path("sho.db")
    assert s.dev_guild_id is None
    assert s.log_level == "INFO"
    assert s.api_base is None
    assert s.gateway_url is None
    assert s.computer_delay == 1.0
    assert s.turn_seconds == 120
    assert s.shards is None
    assert (s.database_url, s.db_pool_size, s.database) == (None, 10, Path("sho.db"))


def test_every_setting_is_read() -> None:
    s = settings(
        SHO_DB_PATH="/var/lib/sho/games.db",
        SHO_DEV_GUILD_ID="123456789012345678",
        LOG_LEVEL="debug",
        DISCORD_API_BASE="http://127.0.0.1:8080/api/v10/",
        DISCORD_GATEWAY_URL="ws://127.0.0.1:8080/gateway",
        SHO_COMPUTER_DELAY="0",
        SHO_TURN_SECONDS="45",
        SHO_COMPUTER_PROCESSES="0",
        SHO_CHANNEL_CALLS_PER_SECOND="80",
    )
    assert s.db_path == Path("/var/lib/sho/games.db")
    assert s.dev_guild_id == 123456789012345678
    assert s.log_level == "DEBUG"
    assert s.api_base == "http://127.0.0.1:8080/api/v10"
    assert s.gateway_url == "ws://127.0.0.1:8080/gateway"
    assert s.computer_delay == 0.0
    assert s.turn_seconds == 45
    assert (s.computer_processes, s.channel_calls_per_second) == (0, 80.0)


def test_blank_optional_settings_mean_default() -> None:
    s = settings(SHO_DEV_GUILD_ID="", SHO_TURN_SECONDS="  ", DISCORD_API_BASE="")
    assert (s.dev_guild_id, s.turn_seconds, s.api_base) == (None, 120, None)


@pytest.mark.parametrize("token", ["", "   "])
def test_missing_token_names_the_setting_and_the_fix(token: str) -> None:
    with pytest.raises(ConfigError) as caught:
        Settings.from_env({"DISCORD_TOKEN": token})
    message = str(caught.value)
    assert "DISCORD_TOKEN" in message
    assert "developer portal" in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("SHO_DEV_GUILD_ID", "my-server"),
        ("SHO_DEV_GUILD_ID", "-5"),
        ("LOG_LEVEL", "LOUD"),
        ("DISCORD_API_BASE", "discord.example/api/v10"),
        ("DISCORD_GATEWAY_URL", "http://127.0.0.1/gateway"),
        ("SHO_COMPUTER_DELAY", "-1"),
        ("SHO_COMPUTER_DELAY", "soon"),
        ("SHO_COMPUTER_DELAY", "nan"),
        ("SHO_COMPUTER_DELAY", "inf"),
        ("SHO_COMPUTER_PROCESSES", "-1"),
        ("SHO_COMPUTER_PROCESSES", "33"),
        ("SHO_COMPUTER_PROCESSES", "two"),
        ("SHO_CHANNEL_CALLS_PER_SECOND", "1"),
        ("SHO_CHANNEL_CALLS_PER_SECOND", "fast"),
        ("SHO_CHANNEL_CALLS_PER_SECOND", "inf"),
        ("SHO_TURN_SECONDS", "0"),
        ("SHO_TURN_SECONDS", "1.5"),
        ("SHO_TURN_SECONDS", "two minutes"),
        ("SHO_TURN_SECONDS", "10"),
        ("SHO_TURN_SECONDS", "86401"),
    ],
)
def test_malformed_setting_is_named_with_its_value(name: str, value: str) -> None:
    with pytest.raises(ConfigError) as caught:
        settings(**{name: value})
    message = str(caught.value)
    assert message.startswith(f"{name}={value!r} is not valid: ")
    assert "\n" not in message


def test_a_postgresql_url_takes_the_place_of_the_file_and_stays_out_of_repr() -> None:
    url = "postgresql://sho:hunter2@db.example:5432/sho"
    s = settings(SHO_DATABASE_URL=url, SHO_DB_POOL_SIZE="25", SHO_DB_PATH="/x/sho.db")
    assert (s.database, s.db_pool_size) == (url, 25)
    assert "hunter2" not in repr(s)


@pytest.mark.parametrize(
    "value",
    [
        "postgresq://sho:hunter2@db.example/sho",
        "mysql://sho@db.example/sho?password=hunter2",
        "host=db.example user=sho password=hunter2 dbname=sho",
        "host=db.example password='hunter2' dbname=sho",
    ],
)
def test_a_malformed_database_url_is_named_without_its_password(value: str) -> None:
    with pytest.raises(ConfigError) as caught:
        settings(SHO_DATABASE_URL=value)
    message = str(caught.value)
    assert message.startswith("SHO_DATABASE_URL=")
    assert "hunter2" not in message
    assert "[redacted]" in message
    assert "db.example" in message, "the rest of the value says which one is meant"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("SHO_DATABASE_URL", "mysql://db/sho"),
        ("SHO_DATABASE_URL", "sho.db"),
        ("SHO_DB_POOL_SIZE", "0"),
        ("SHO_DB_POOL_SIZE", "101"),
        ("SHO_DB_POOL_SIZE", "many"),
    ],
)
def test_malformed_database_settings_are_named(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=f"^{name}="):
        settings(**{name: value})


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("4", "0-1", Shards(4, (0, 1))),
        ("4", "2-3", Shards(4, (2, 3))),
        ("4", " 3 ", Shards(4, (3,))),
        ("2", "1 - 1", Shards(2, (1,))),
        ("3", "", Shards(3, (0, 1, 2))),
        ("1", "0", Shards(1, (0,))),
    ],
)
def test_shards_are_read_as_a_count_and_a_range(count: str, ids: str, expected: Shards) -> None:
    assert settings(SHO_SHARD_COUNT=count, SHO_SHARD_IDS=ids).shards == expected


@pytest.mark.parametrize(
    ("count", "ids", "complaint"),
    [
        ("0", "", "SHO_SHARD_COUNT='0' is not valid: it must be a whole number of shards"),
        ("two", "", "SHO_SHARD_COUNT='two' is not valid"),
        ("4", "4", "SHO_SHARD_IDS='4' is not valid: the shards must run from low to high, each"),
        ("4", "3-1", "SHO_SHARD_IDS='3-1' is not valid"),
        ("4", "0,1", "SHO_SHARD_IDS='0,1' is not valid: it must be a shard number such as 2"),
        ("4", "-1", "SHO_SHARD_IDS='-1' is not valid"),
        ("4", "1-", "SHO_SHARD_IDS='1-' is not valid"),
        ("", "0-3", "SHO_SHARD_IDS='0-3' needs SHO_SHARD_COUNT"),
    ],
)
def test_malformed_shards_are_refused_saying_why(count: str, ids: str, complaint: str) -> None:
    with pytest.raises(ConfigError) as caught:
        settings(SHO_SHARD_COUNT=count, SHO_SHARD_IDS=ids)
    assert str(caught.value).startswith(complaint)
    assert "\n" not in str(caught.value)


def test_the_turn_time_accepts_exactly_what_a_table_accepts() -> None:
    """A default that passes start-up is one every /sho new without a turn time accepts."""
    for seconds in (15, 86_400):
        assert settings(SHO_TURN_SECONDS=str(seconds)).turn_seconds == seconds
        TableConfig(turn_seconds=seconds).check()
    for seconds in (14, 86_401):
        with pytest.raises(ConfigError, match="from 15 to 86400"):
            settings(SHO_TURN_SECONDS=str(seconds))
        with pytest.raises(InvalidInputError):
            TableConfig(turn_seconds=seconds).check()


def test_repr_and_str_never_show_the_token() -> None:
    s = settings()
    assert TOKEN not in repr(s)
    assert TOKEN not in str(s)
    assert "turn_seconds=120" in repr(s)


def test_settings_are_frozen() -> None:
    s = settings()
    with pytest.raises(AttributeError):
        s.token = "other"  # type: ignore[misc]


def test_dotenv_file_is_read_but_real_environment_wins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\nSHO_TURN_SECONDS=30\nLOG_LEVEL=ERROR\n")
    for name in ("DISCORD_TOKEN", "SHO_TURN_SECONDS"):
        monkeypatch.setenv(name, "")  # recorded, so whatever load_dotenv sets is undone afterwards
        monkeypatch.delenv(name)
    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    s = load_settings(env_file)
    assert s.token == TOKEN
    assert s.turn_seconds == 30
    assert s.log_level == "WARNING"
