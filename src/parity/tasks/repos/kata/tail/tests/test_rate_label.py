from kata_tail.rate_label import rate_label


def test_rate_label_0():
    assert rate_label([6, 6, 7, 0]) == [7, 0]


def test_rate_label_1():
    assert rate_label([7, 5, 0, 5, 7]) == [5, 7]


def test_rate_label_2():
    assert rate_label([7, 1, 1, 8, 4]) == [8, 4]


def test_rate_label_3():
    assert rate_label([9, 6, 5, 7]) == [5, 7]


def test_rate_label_4():
    assert rate_label([5, 0, 5, 0, 9, 7], 0) == []


def test_rate_label_5():
    assert rate_label([8, 9, 6, 3, 0, 4], 1) == [4]
