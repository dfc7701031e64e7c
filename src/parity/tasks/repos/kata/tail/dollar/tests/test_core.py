from kata_tail.core import dollar


def test_dollar_0():
    assert dollar([8, 6, 3]) == [8, 6, 3]


def test_dollar_1():
    assert dollar([]) == []


def test_dollar_2():
    assert dollar([1]) == [1]


def test_dollar_3():
    assert dollar([1, 0, 6]) == [1, 0, 6]


def test_dollar_4():
    assert dollar([8, 7, 5, 7, 5, 2], 0) == []


def test_dollar_5():
    assert dollar([4, 3, 5, 8, 0, 7], 1) == [7]
