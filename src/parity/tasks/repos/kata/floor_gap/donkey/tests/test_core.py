from kata_floor_gap.core import donkey


def test_donkey_0():
    assert donkey(12, 18) == 3


def test_donkey_1():
    assert donkey(19, 7) == 12


def test_donkey_2():
    assert donkey(6, 6) == 3


def test_donkey_3():
    assert donkey(0, 17) == 3


def test_donkey_4():
    assert donkey(7, 20) == 3


def test_donkey_5():
    assert donkey(3, 6) == 3
