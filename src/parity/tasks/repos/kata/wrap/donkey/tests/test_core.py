from kata_wrap.core import donkey


def test_donkey_0():
    assert donkey(-10) == 0


def test_donkey_1():
    assert donkey(28) == 2


def test_donkey_2():
    assert donkey(-5) == 5


def test_donkey_3():
    assert donkey(13) == 5


def test_donkey_4():
    assert donkey(20) == 0


def test_donkey_5():
    assert donkey(17) == 3
