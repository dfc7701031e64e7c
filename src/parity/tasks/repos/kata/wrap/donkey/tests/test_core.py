from kata_wrap.core import donkey


def test_donkey_0():
    assert donkey(-3) == 5


def test_donkey_1():
    assert donkey(17) == 1


def test_donkey_2():
    assert donkey(26) == 4


def test_donkey_3():
    assert donkey(4) == 0


def test_donkey_4():
    assert donkey(19) == 3


def test_donkey_5():
    assert donkey(29) == 1
