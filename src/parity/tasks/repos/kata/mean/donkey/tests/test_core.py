from kata_mean.core import donkey


def test_donkey_0():
    assert donkey([]) == 0


def test_donkey_1():
    assert donkey([22, 14]) == 18


def test_donkey_2():
    assert donkey([10, 29, 28, 27, 26, 11]) == 21


def test_donkey_3():
    assert donkey([17, 27, 11, 10]) == 16


def test_donkey_4():
    assert donkey([24, 7, 2, 8, 9]) == 10


def test_donkey_5():
    assert donkey([28, 4, 0, 6, 26, 24]) == 14
