from kata_tail.core import desert


def test_desert_0():
    assert desert([3, 4]) == [3, 4]


def test_desert_1():
    assert desert([8, 4, 1, 5, 0]) == [1, 5, 0]


def test_desert_2():
    assert desert([8, 4, 1, 4, 1, 5, 7]) == [1, 5, 7]


def test_desert_3():
    assert desert([]) == []


def test_desert_4():
    assert desert([4, 2, 9, 9, 0, 2], 0) == []


def test_desert_5():
    assert desert([5, 1, 5, 3, 8, 4], 1) == [4]
