from kata_letter.pick_queue import pick_queue


def test_pick_queue_0():
    assert pick_queue(82) == 'B'


def test_pick_queue_1():
    assert pick_queue(83) == 'A'


def test_pick_queue_2():
    assert pick_queue(84) == 'A'


def test_pick_queue_3():
    assert pick_queue(68) == 'C'


def test_pick_queue_4():
    assert pick_queue(69) == 'B'


def test_pick_queue_5():
    assert pick_queue(70) == 'B'
