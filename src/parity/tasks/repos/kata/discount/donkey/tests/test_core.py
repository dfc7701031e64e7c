from kata_discount.core import donkey


def test_donkey_0():
    assert donkey(2, 2) == 4


def test_donkey_1():
    assert donkey(32, 6) == 173


def test_donkey_2():
    assert donkey(20, 12) == 216


def test_donkey_3():
    assert donkey(31, 4) == 124


def test_donkey_4():
    assert donkey(1, 10) == 9


def test_donkey_5():
    assert donkey(20, 5) == 100
