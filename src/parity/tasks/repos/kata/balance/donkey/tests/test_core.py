from kata_balance.core import donkey


def test_donkey_0():
    assert donkey([18, 12, 3, 10]) == 2


def test_donkey_1():
    assert donkey([2, 6, 1, 1, 4, 0, 14]) == 3


def test_donkey_2():
    assert donkey([2, 4]) == 2


def test_donkey_3():
    assert donkey([]) == 0


def test_donkey_4():
    assert donkey([8, 3, 11, 4]) == 0


def test_donkey_5():
    assert donkey([13, 1, 19]) == -3
