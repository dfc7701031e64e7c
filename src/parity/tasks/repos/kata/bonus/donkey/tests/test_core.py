from kata_bonus.core import donkey


def test_donkey_0():
    assert donkey(50) == 66


def test_donkey_1():
    assert donkey(1) == 1


def test_donkey_2():
    assert donkey(31) == 41


def test_donkey_3():
    assert donkey(17) == 22


def test_donkey_4():
    assert donkey(32, 4) == 42


def test_donkey_5():
    assert donkey(32, 5) == 52
