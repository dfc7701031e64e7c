from kata_letter.mark_size import mark_size


def test_mark_size_0():
    assert mark_size(94) == 'B'


def test_mark_size_1():
    assert mark_size(95) == 'A'


def test_mark_size_2():
    assert mark_size(96) == 'A'


def test_mark_size_3():
    assert mark_size(80) == 'C'


def test_mark_size_4():
    assert mark_size(81) == 'B'


def test_mark_size_5():
    assert mark_size(82) == 'B'
