from kata_tail.core import donkey


def test_donkey_0():
    assert donkey([3, 9]) == [3, 9]


def test_donkey_1():
    assert donkey([3, 3, 7, 4, 7]) == [7, 4, 7]


def test_donkey_2():
    assert donkey([3, 4, 3, 6, 1, 2]) == [6, 1, 2]


def test_donkey_3():
    assert donkey([6]) == [6]


def test_donkey_4():
    assert donkey([1, 8, 2, 1, 5, 3], 0) == []


def test_donkey_5():
    assert donkey([9, 4, 5, 3, 0, 6], 1) == [6]
