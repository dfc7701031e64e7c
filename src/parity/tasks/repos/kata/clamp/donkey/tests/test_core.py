from kata_clamp.core import donkey


def test_donkey_0():
    assert donkey(4) == 5


def test_donkey_1():
    assert donkey(5) == 5


def test_donkey_2():
    assert donkey(6) == 6


def test_donkey_3():
    assert donkey(13) == 13


def test_donkey_4():
    assert donkey(14) == 14


def test_donkey_5():
    assert donkey(15) == 14
