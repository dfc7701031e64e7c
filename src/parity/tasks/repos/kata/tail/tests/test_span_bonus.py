from kata_tail.span_bonus import span_bonus


def test_span_bonus_0():
    assert span_bonus([]) == []


def test_span_bonus_1():
    assert span_bonus([6, 3, 9, 6, 3, 6]) == [6, 3, 6]


def test_span_bonus_2():
    assert span_bonus([1, 0, 3, 4, 1]) == [3, 4, 1]


def test_span_bonus_3():
    assert span_bonus([4, 1, 3]) == [4, 1, 3]


def test_span_bonus_4():
    assert span_bonus([7, 0, 2, 7, 9, 1], 0) == []


def test_span_bonus_5():
    assert span_bonus([0, 4, 7, 4, 3, 8], 1) == [8]
