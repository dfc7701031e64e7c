from kata_steps.core import donkey


def test_donkey_0():
    assert donkey(4, 12) == [20, 25, 30, 35, 40, 45, 50, 55]


def test_donkey_1():
    assert donkey(1, 4) == [5, 10, 15]


def test_donkey_2():
    assert donkey(4, 13) == [20, 25, 30, 35, 40, 45, 50, 55, 60]


def test_donkey_3():
    assert donkey(2, 10) == [10, 15, 20, 25, 30, 35, 40, 45]


def test_donkey_4():
    assert donkey(2, 8) == [10, 15, 20, 25, 30, 35]


def test_donkey_5():
    assert donkey(4, 7) == [20, 25, 30]
