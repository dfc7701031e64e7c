from kata_bonus.sort_batch import sort_batch


def test_sort_batch_0():
    assert sort_batch(58) == 77


def test_sort_batch_1():
    assert sort_batch(47) == 62


def test_sort_batch_2():
    assert sort_batch(11) == 14


def test_sort_batch_3():
    assert sort_batch(6) == 8


def test_sort_batch_4():
    assert sort_batch(14, 3) == 18


def test_sort_batch_5():
    assert sort_batch(14, 4) == 22
