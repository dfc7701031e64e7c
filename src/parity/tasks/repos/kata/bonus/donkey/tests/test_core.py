from kata_bonus.core import donkey


def test_donkey_0():
    assert donkey(19) == 21


def test_donkey_1():
    assert donkey(27) == 30


def test_donkey_2():
    assert donkey(4) == 4


def test_donkey_3():
    assert donkey(14) == 16


def test_donkey_4():
    assert donkey(11, 2) == 12


def test_donkey_5():
    assert donkey(11, 3) == 13
