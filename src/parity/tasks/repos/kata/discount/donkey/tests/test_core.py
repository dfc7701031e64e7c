from kata_discount.core import donkey


def test_donkey_0():
    assert donkey(26, 6) == 125


def test_donkey_1():
    assert donkey(37, 4) == 119


def test_donkey_2():
    assert donkey(7, 9) == 51


def test_donkey_3():
    assert donkey(24, 10) == 192


def test_donkey_4():
    assert donkey(6, 1) == 6


def test_donkey_5():
    assert donkey(20, 3) == 60
