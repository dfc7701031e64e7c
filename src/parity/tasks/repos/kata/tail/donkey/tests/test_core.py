from kata_tail.core import donkey


def test_donkey_0():
    assert donkey([7, 6, 5, 9, 0]) == [9, 0]


def test_donkey_1():
    assert donkey([]) == []


def test_donkey_2():
    assert donkey([9]) == [9]


def test_donkey_3():
    assert donkey([7, 3, 7, 8, 0, 4, 3]) == [4, 3]


def test_donkey_4():
    assert donkey([5, 3, 3, 3, 5, 0], 0) == []


def test_donkey_5():
    assert donkey([9, 1, 0, 1, 3, 5], 1) == [5]
