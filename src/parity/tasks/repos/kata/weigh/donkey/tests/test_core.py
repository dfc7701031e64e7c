from kata_weigh.core import donkey


def test_donkey_0():
    assert donkey([1]) == 1


def test_donkey_1():
    assert donkey([11, 1]) == 34


def test_donkey_2():
    assert donkey([7, 0, 5, 0, 5]) == 51


def test_donkey_3():
    assert donkey([2, 12, 10, 4]) == 80


def test_donkey_4():
    assert donkey([10, 2, 9, 2]) == 61


def test_donkey_5():
    assert donkey([3, 4]) == 15
